import { formatAssetAmount, isNegative } from "../lib/ledger"

/** An amount of an asset; with `signed`, received amounts read "+" in green and paid ones "−" in red. */
export const Amount = ({ asset, decimal, signed = false }: { readonly asset: string; readonly decimal: string; readonly signed?: boolean }) => {
  const tone = !signed ? "" : isNegative(decimal) ? " sw-amount--out" : /^0(\.0*)?$/.test(decimal) ? "" : " sw-amount--in"
  return <span className={`sw-amount${tone}`}>{formatAssetAmount(asset, decimal, { signed })}</span>
}
