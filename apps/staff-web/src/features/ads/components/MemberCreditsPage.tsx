import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router"
import { PageHeader } from "../../../components/PageHeader"
import { CreditsPanel } from "./CreditsPanel"

/**
 * `/staff/adnet-credits/{memberId}`: a member's AdNet credits for staff, opened from the member's page, so a member
 * with no ad yet (a package bought by mistake, a goodwill grant) can be helped too; grants and refunds with a reason.
 */
const MemberCreditsPage = () => {
  const { t } = useTranslation()
  const memberId = Number(useParams().memberId)
  return (
    <div className="sw-page" data-testid="adnet-credits-page">
      <Link to={`/member/${memberId}`} className="sw-back">
        <span aria-hidden="true">←</span> {t("adsDesk.credits.member", { memberId })}
      </Link>
      <PageHeader title={t("adsDesk.credits.title", { memberId })} />
      <CreditsPanel memberId={memberId} titled={false} />
    </div>
  )
}

export default MemberCreditsPage
