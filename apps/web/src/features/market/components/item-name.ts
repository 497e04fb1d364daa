import type { TFunction } from "i18next"

/** A listing's or holding's words: a resource by its material name, an asset by its own name and type. */
export const itemName = (t: TFunction, item: { readonly resource?: string | null; readonly name: string; readonly type?: string }) =>
  item.resource ? t(`market.resource.${item.resource}`) : item.type ? `${item.name} (${t(`market.assetType.${item.type}`)})` : item.name
