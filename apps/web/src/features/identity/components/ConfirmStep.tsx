import { ApiError } from "@iw/contracts/client"
import { Button, errorMessage, translateCode } from "@iw/ui"
import { useRef, useState } from "react"
import { api } from "../../../lib/api"
import { to, useLang } from "../../../lib/lang"
import { CodeBoxes, type CodeBoxesHandle } from "./CodeBoxes"
import { phoneDigits } from "./PhoneInput"
import { type RegistrationData } from "../hooks/registration-state"
import { useCountdown } from "../../../lib/use-countdown"

import { type T, sendCode } from "../api/registration"

/** Step 2: the four-digit code, with a resend link when the countdown reaches zero. */
export const ConfirmStep = ({ data, update, t }: { data: RegistrationData; update: (p: Partial<RegistrationData>) => void; t: T }) => {
  const lang = useLang()
  const [code, setCode] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const boxes = useRef<CodeBoxesHandle>(null)
  const left = useCountdown(data.sentAt + data.availableIn * 1000).seconds
  const destination = data.confirmType === "email" ? data.email : `+${phoneDigits(data.phone)}`

  const check = async (value: string) => {
    if (busy || !/^\d{4}$/.test(value)) return
    setBusy(true)
    setError(null)
    try {
      const r =
        data.confirmType === "email"
          ? await api.identity.checkEmailCode({ query: { email: data.email, code: value } })
          : await api.identity.checkPhoneCode({ query: { phone: phoneDigits(data.phone), phoneCountry: data.phoneCountry.toUpperCase(), code: value } })
      update({ step: "createForm", token: r.token })
    } catch (err) {
      // Spec §8: boxes cleared, focus to the first box, message key code.{server code}.
      const first = err instanceof ApiError ? (err.fieldErrors?.code?.[0] ?? Object.values(err.fieldErrors ?? {})[0]?.[0]) : undefined
      setError(first ? translateCode(t, first.code, first.params) : errorMessage(err, t))
      boxes.current?.clearAndFocus()
    } finally {
      setBusy(false)
    }
  }

  const resend = () => {
    // Spec §8: a failed resend is ignored silently.
    sendCode(data).then(
      (r) => update({ sentAt: Date.now(), availableIn: r.availableIn, decaySeconds: r.decaySeconds }),
      () => undefined
    )
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        void check(code)
      }}
      noValidate
    >
      <h1>{t("signup.confirmTitle")}</h1>
      <p className="iw-auth__lead">{t("signup.confirmLead", { destination })}</p>
      <CodeBoxes
        ref={boxes}
        value={code}
        length={4}
        onChange={setCode}
        onComplete={(v) => void check(v)}
        label={(i) => t("signup.digit", { n: i + 1, total: 4 })}
        invalid={error !== null}
        describedBy={error ? "code-error" : undefined}
        disabled={busy}
      />
      {error && (
        <p id="code-error" className="iw-field__errors" role="alert" data-testid="code-error">
          {error}
        </p>
      )}
      <Button type="submit" className="iw-btn--block" disabled={code.length !== 4} loading={busy} data-testid="code-confirm">
        {t("common.confirm")}
      </Button>
      <p className="iw-auth__alt" aria-live="polite">
        {left > 0 ? (
          t("signup.resendIn", { seconds: left })
        ) : (
          <button type="button" className="iw-btn iw-btn--link" onClick={resend} data-testid="code-resend">
            {t("signup.resend")}
          </button>
        )}
      </p>
    </form>
  )
}
