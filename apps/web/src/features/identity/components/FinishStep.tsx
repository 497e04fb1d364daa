import { Button } from "@iw/ui"
import { useNavigate } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { type RegistrationData } from "../hooks/registration-state"

import { type T } from "../api/registration"

/** Step 4: congratulations with the member id; Done goes to login. There is no back arrow here. */
export const FinishStep = ({ data, t }: { data: RegistrationData; t: T }) => {
  const lang = useLang()
  const navigate = useNavigate()
  return (
    <div className="iw-finish">
      <div className="iw-finish__badge" aria-hidden="true">
        ✓
      </div>
      <h1>{t("signup.finishTitle")}</h1>
      <p>{t("signup.finishMemberId")}</p>
      <p className="iw-finish__id" data-testid="registered-member-id">
        {data.memberId}
      </p>
      <p className="iw-auth__lead">{t(data.confirmType === "email" ? "signup.passwordSentEmail" : "signup.passwordSentSms")}</p>
      <Button className="iw-btn--block" onClick={() => navigate(to(lang, "login"))} data-testid="registration-done">
        {t("common.done")}
      </Button>
    </div>
  )
}
