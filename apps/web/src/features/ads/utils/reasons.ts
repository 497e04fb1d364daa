/** `can-create`'s reason ids as spec §8's texts (errors.* carry them in six languages). */
const REASONS: Record<string, string> = {
  "ads.disabled": "errors.AD_CREATION_DISABLED",
  "ads.no_package": "errors.ADNET_PACKAGE_REQUIRED",
  "ads.not_enough_credits": "errors.ADNET_CREDITS_REQUIRED",
  "ads.limit_reached": "errors.AD_LIMIT_REACHED"
}

export const reasonKey = (reason: string | null): string => (reason === null ? "adsPages.manager.cannotCreate" : (REASONS[reason] ?? reason))
