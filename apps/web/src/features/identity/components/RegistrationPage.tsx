import { useTranslation } from "react-i18next"
import { backOf, useRegistration } from "../hooks/registration-state"
import "../identity.css"

import { ConfirmStep } from "./ConfirmStep"
import { CreateStep } from "./CreateStep"
import { FinishStep } from "./FinishStep"
import { StartStep } from "./StartStep"

/** `/{lang}/registration`: the four-step sign-up of spec §2. */
const RegistrationPage = () => {
  const { t } = useTranslation()
  const { data, update, finish } = useRegistration()
  const back = backOf(data.step)
  const steps = ["start", "confirmNumber", "createForm", "finish"] as const
  const index = steps.indexOf(data.step)
  return (
    <div className="iw-page iw-page--narrow iw-auth">
      <div className="iw-card">
        <div className="iw-auth__top">
          {back ? (
            <button type="button" className="iw-back" onClick={() => update({ step: back })} aria-label={t("common.back")} data-testid="registration-back">
              ←
            </button>
          ) : (
            <span />
          )}
          <ol className="iw-steps" aria-label={t("signup.progress", { step: index + 1, total: 4 })}>
            {steps.map((s, i) => (
              <li key={s} className={i <= index ? "iw-steps__done" : undefined} aria-current={i === index ? "step" : undefined}>
                <span className="iw-visually-hidden">{t(`signup.step.${s}`)}</span>
              </li>
            ))}
          </ol>
        </div>
        {data.step === "start" && <StartStep data={data} update={update} t={t} />}
        {data.step === "confirmNumber" && <ConfirmStep data={data} update={update} t={t} />}
        {data.step === "createForm" && <CreateStep data={data} t={t} onDone={(id) => finish(id, data.confirmType)} />}
        {data.step === "finish" && <FinishStep data={data} t={t} />}
      </div>
    </div>
  )
}

export default RegistrationPage
