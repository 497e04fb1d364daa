import { useState } from "react"
import { useTranslation } from "react-i18next"
import { PageHeader } from "../../../components/PageHeader"
import { BoardSection } from "./BoardSection"
import { NewProposalForm } from "./NewProposalForm"
import { ProposalResults } from "./ProposalResults"
import "../governance.css"

/**
 * `/staff/dao` (issue 16, spec §1, §6, §9): the DAO's back-office. The proposals with their state and results (a
 * chart, a table and CSV), closing or cancelling one, a new proposal with its CST window, and the five seats of the
 * Security Advisory Board. Every change is audited with its reason.
 */
const DaoStaffPage = () => {
  const { t } = useTranslation()
  const [version, setVersion] = useState(0)
  return (
    <div className="sw-page" data-testid="staff-dao">
      <PageHeader title={t("governance.staff.title")} lead={t("governance.staff.lead")} />
      <ProposalResults version={version} />
      <NewProposalForm onCreated={() => setVersion((v) => v + 1)} />
      <BoardSection />
    </div>
  )
}

export default DaoStaffPage
