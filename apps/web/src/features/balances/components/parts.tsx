/** Small pieces the balances dialogs and page share. */
export const BalanceRow = ({ label, value, main = false, unit = "ABEY" }: { readonly label: string; readonly value: string; readonly main?: boolean; readonly unit?: string }) => (
  <div className={`iw-rows__row${main ? " iw-rows__row--main" : ""}`}>
    <dt>{label}</dt>
    <dd>
      {value} <span className="iw-unit">{unit}</span>
    </dd>
  </div>
)

export const CheckIcon = () => (
  <svg className="iw-bal-check" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
    <circle cx="24" cy="24" r="22" fill="rgba(70, 211, 154, .14)" stroke="currentColor" strokeWidth="2" />
    <path d="M15 24.5l6 6 12-13" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

export const WalletGlyph = () => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <path d="M3 7.5A2.5 2.5 0 0 1 5.5 5H18v3" />
    <path d="M3 7.5V18a2 2 0 0 0 2 2h15V8H5.5A2.5 2.5 0 0 1 3 7.5Z" />
    <path d="M16.5 14h.01" />
  </svg>
)
