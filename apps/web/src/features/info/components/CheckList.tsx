/** A list with check marks, for short facts. */
export const CheckList = ({ items }: { readonly items: ReadonlyArray<string> }) => (
  <ul className="iw-info-checks">
    {items.map((item) => (
      <li key={item}>
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="9" fill="currentColor" opacity=".16" />
          <path d="m6 10.2 2.6 2.6L14.2 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {item}
      </li>
    ))}
  </ul>
)
