import type { BalanceValue, MemberProfile } from "@iw/contracts"
import { LANG_NAMES, isLangCode } from "@iw/contracts/i18n"
import { Button, CopyButton, LoadError, Notice, Spinner, formatDate, formatDateTime, formatDecimal, useLoad } from "@iw/ui"
import { ApiError } from "@iw/contracts/client"
import { type ReactNode, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router"
import { AuditTable } from "../../../components/AuditTable"
import { StatusBadge, YesNo } from "../../../components/Badges"
import { PageHeader } from "../../../components/PageHeader"
import { useLang } from "../../../hooks/use-lang"
import { showMember } from "../api/members"
import { BlockDialog } from "./BlockDialog"
import { DepositTool } from "./DepositTool"
import { MemberBuildingsSection } from "./MemberBuildingsSection"
import { MemberMarketSection } from "./MemberMarketSection"
import { MemberGamesSection } from "./MemberGamesSection"
import { MemberLedgerSection } from "./MemberLedgerSection"
import { MemberAuthSessions } from "./MemberAuthSessions"

const Row = ({ label, children }: { readonly label: string; readonly children: ReactNode }) => (
  <div>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
)

const Dash = () => <span className="sw-muted">—</span>

const amount = (b: BalanceValue) => formatDecimal(b.decimal)

const FLAGS = [
  "memberHasPlots",
  "adnetIsVisible",
  "_2DAccess",
  "accessTickets",
  "accessItw",
  "accessLive2Earn",
  "founderPlanIsVisible",
  "citizenProgramIsVisible",
  "isAllowedVB",
  "is3DPremiumBuildingExists",
  "marketplace3dIsVisible",
  "assetsExchangeIsVisible",
  "daoLinkIsVisible"
] as const satisfies ReadonlyArray<keyof MemberProfile>

/** `/staff/member/{id}`: a member's profile, flags and balances; block or unblock; the staff actions on them. */
const MemberDetailPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const { id: raw } = useParams()
  const id = Number(raw)
  const valid = Number.isInteger(id) && id > 0
  const detail = useLoad(() => (valid ? showMember(id) : Promise.reject(new ApiError({ status: 404, code: "NOT_FOUND", message: "", endpointId: "staff.showMember" }))), [id])
  const [dialog, setDialog] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const [ledgerVersion, setLedgerVersion] = useState(0)

  const back = (
    <Link to="/member" className="sw-back">
      <span aria-hidden="true">←</span> {t("backoffice.screens.member")}
    </Link>
  )
  if (!detail.data) {
    return (
      <div className="sw-page">
        <PageHeader title={t("backoffice.member.title", { id: raw ?? "" })} kicker={back} />
        {detail.status === "error" ? <LoadError error={detail.error} onRetry={detail.reload} /> : <Spinner label={t("common.loading")} />}
      </div>
    )
  }
  const { member: m, history } = detail.data
  const name = `${m.firstName} ${m.lastName}`.trim()
  const blocked = m.status === "blocked"
  return (
    <div className="sw-page">
      <PageHeader
        kicker={back}
        title={name || t("backoffice.member.title", { id: m.id })}
        lead={
          <span className="sw-member-lead">
            <span className="sw-mono">{t("backoffice.member.title", { id: m.id })}</span>
            <StatusBadge status={m.status} />
          </span>
        }
        actions={
          <>
            <Link to={`/experience-ticket?member=${m.id}`} className="iw-btn iw-btn--secondary" data-testid="member-tickets-link">
              {t("backoffice.member.ticketsLink")}
            </Link>
            <Link to={`/purchases?member=${m.id}`} className="iw-btn iw-btn--secondary" data-testid="member-purchases-link">
              {t("backoffice.member.purchasesLink")}
            </Link>
            {blocked ? (
              <Button variant="primary" onClick={() => setDialog(true)} data-testid="member-unblock">
                {t("backoffice.actions.unblock")}
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setDialog(true)} data-testid="member-block">
                {t("backoffice.actions.block")}
              </Button>
            )}
          </>
        }
      />
      {done && <Notice tone="success">{done}</Notice>}
      {blocked && !done && <Notice tone="warning">{t("backoffice.member.blockedNotice")}</Notice>}
      {detail.status === "error" && <LoadError error={detail.error} onRetry={detail.reload} />}

      <div className="sw-columns">
        <div className="sw-column">
        <section className="iw-card sw-card" aria-labelledby="member-profile-title">
          <h2 id="member-profile-title">{t("backoffice.member.profileTitle")}</h2>
          <dl className="sw-dl">
            <Row label={t("backoffice.fields.memberId")}>
              <span className="sw-mono">{m.id}</span>
            </Row>
            <Row label={t("backoffice.fields.firstName")}>{m.firstName || <Dash />}</Row>
            <Row label={t("backoffice.fields.lastName")}>{m.lastName || <Dash />}</Row>
            <Row label={t("backoffice.fields.email")}>{m.email ? <span className="sw-break">{m.email}</span> : <Dash />}</Row>
            <Row label={t("backoffice.fields.phone")}>{m.phone ? `${m.phone}${m.phoneCountry ? ` (${m.phoneCountry.toUpperCase()})` : ""}` : <Dash />}</Row>
            <Row label={t("backoffice.fields.ownerId")}>{m.ownerId ?? <Dash />}</Row>
            <Row label={t("backoffice.fields.language")}>{isLangCode(m.lang) ? LANG_NAMES[m.lang] : m.lang}</Row>
            <Row label={t("backoffice.fields.openDate")}>{formatDate(m.openDate, lang)}</Row>
            <Row label={t("backoffice.fields.joined")}>{formatDateTime(m.createdAt, lang)}</Row>
            <Row label={t("backoffice.fields.updatedAt")}>{formatDateTime(m.updatedAt, lang)}</Row>
            {m.impersonatedBy !== null && <Row label={t("backoffice.member.impersonatedBy")}>{t("backoffice.audit.staffRef", { id: m.impersonatedBy })}</Row>}
          </dl>
        </section>

        <section className="iw-card sw-card" aria-labelledby="member-wallet-title">
          <h2 id="member-wallet-title">{t("backoffice.member.walletTitle")}</h2>
          <dl className="sw-dl">
            <Row label={t("backoffice.member.address")}>
              {m.address ? (
                <span className="sw-copy-line">
                  <span className="sw-mono sw-break">{m.address}</span>
                  <CopyButton text={m.address} label={t("common.copy")} copiedLabel={t("common.copied")} />
                </span>
              ) : (
                <Dash />
              )}
            </Row>
            <Row label={t("backoffice.member.addressStatus")}>
              <span className={`iw-badge${m.addressStatus === "confirmed" ? " iw-badge--success" : ""}`}>{t(`backoffice.member.addressStatuses.${m.addressStatus}`)}</span>
            </Row>
            <Row label={t("backoffice.member.sysWalletAddress")}>{m.sysWalletAddress ? <span className="sw-mono sw-break">{m.sysWalletAddress}</span> : <Dash />}</Row>
            <Row label={t("backoffice.member.sysWalletBalance")}>{amount(m.sysWalletBalance)}</Row>
          </dl>
        </section>

        <MemberAuthSessions memberId={m.id} />

        <DepositTool
          memberId={m.id}
          address={m.sysWalletAddress}
          onDone={() => {
            detail.reload()
            setLedgerVersion((v) => v + 1)
          }}
        />

        </div>
        <div className="sw-column">
        <section className="iw-card sw-card" aria-labelledby="member-balances-title">
          <h2 id="member-balances-title">{t("backoffice.member.balancesTitle")}</h2>
          <dl className="sw-dl sw-dl--numbers">
            <Row label={t("backoffice.member.balances.balance")}>{amount(m.balance)}</Row>
            <Row label={t("backoffice.member.balances.balanceOrdinary")}>{amount(m.balanceOrdinary)}</Row>
            <Row label={t("backoffice.member.balances.balanceBonus")}>{amount(m.balanceBonus)}</Row>
            <Row label={t("backoffice.member.balances.balanceItw")}>{amount(m.balanceItw)}</Row>
            <Row label={t("backoffice.member.balances.tickets")}>{amount(m.tickets)}</Row>
            <Row label={t("backoffice.member.balances.closestExpiration")}>{m.closestExpiration ? formatDateTime(m.closestExpiration, lang) : <Dash />}</Row>
            <Row label={t("backoffice.member.balances.points")}>{amount(m.points)}</Row>
            <Row label={t("backoffice.member.balances.unread")}>
              {t("backoffice.member.balances.unreadValue", { announcements: m.unreadAnnouncements, events: m.unreadEvents })}
            </Row>
          </dl>
        </section>

        <section className="iw-card sw-card" aria-labelledby="member-materials-title">
          <h2 id="member-materials-title">{t("backoffice.member.materialsTitle")}</h2>
          <dl className="sw-dl sw-dl--numbers">
            {[...Object.entries(m.minerals), ...Object.entries(m.wood)].map(([key, value]) => (
              <Row key={key} label={t(`backoffice.materials.${key}`, { defaultValue: key })}>
                {amount(value)}
              </Row>
            ))}
          </dl>
        </section>

        </div>
      </div>

      <section className="iw-card sw-card" aria-labelledby="member-flags-title">
        <h2 id="member-flags-title">{t("backoffice.member.flagsTitle")}</h2>
        <dl className="sw-flags">
          {FLAGS.map((f) => (
            <div key={f} className={m[f] ? "sw-flags__item sw-flags__item--on" : "sw-flags__item"}>
              <dt>{t(`backoffice.member.flags.${f}`)}</dt>
              <dd>
                <YesNo value={m[f]} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <MemberLedgerSection memberId={m.id} version={ledgerVersion} />

      <MemberBuildingsSection memberId={m.id} />
      <MemberMarketSection memberId={m.id} />

      <MemberGamesSection memberId={m.id} />

      <p>
        <Link to={`/adnet-credits/${m.id}`} data-testid="member-adnet-credits">
          {t("adsDesk.credits.open")}
        </Link>
      </p>

      <section className="iw-card sw-card sw-card--table" aria-labelledby="member-history-title">
        <div className="sw-card__head">
          <h2 id="member-history-title">{t("backoffice.member.historyTitle")}</h2>
          <Link to={`/audit?targetType=member&targetId=${m.id}`}>{t("backoffice.member.fullHistory")}</Link>
        </div>
        <AuditTable rows={history} showTarget={false} label={t("backoffice.member.historyTitle")} />
      </section>

      {dialog && (
        <BlockDialog
          memberId={m.id}
          name={name || t("backoffice.member.title", { id: m.id })}
          blocking={!blocked}
          onClose={() => setDialog(false)}
          onDone={() => {
            setDialog(false)
            setDone(blocked ? t("backoffice.member.unblocked") : t("backoffice.member.blockedDone"))
            detail.reload()
          }}
        />
      )}
    </div>
  )
}

export default MemberDetailPage
