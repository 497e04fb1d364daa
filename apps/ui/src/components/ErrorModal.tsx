import { type ReactNode, createContext, useCallback, useContext, useMemo, useState } from "react"
import { Button } from "./Button"
import { Dialog } from "./Dialog"

interface ErrorsApi {
  /** Adds a message to the error modal; the same message twice shows once (spec §2 Dialogs). */
  readonly report: (message: string) => void
}

const ErrorsContext = createContext<ErrorsApi>({ report: () => undefined })

export const useErrors = () => useContext(ErrorsContext)

export const ErrorsProvider = ({ children, title, closeLabel, okLabel }: { readonly children: ReactNode; readonly title: string; readonly closeLabel: string; readonly okLabel: string }) => {
  const [messages, setMessages] = useState<ReadonlyArray<string>>([])
  const report = useCallback((message: string) => setMessages((list) => (list.includes(message) ? list : [...list, message])), [])
  const api = useMemo(() => ({ report }), [report])
  const close = () => setMessages([])
  return (
    <ErrorsContext.Provider value={api}>
      {children}
      <Dialog open={messages.length > 0} title={title} onClose={close} closeLabel={closeLabel} size="small" actions={<Button onClick={close}>{okLabel}</Button>}>
        <ul className="iw-error-list" data-testid="error-modal">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </Dialog>
    </ErrorsContext.Provider>
  )
}
