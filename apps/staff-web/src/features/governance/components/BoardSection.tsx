import { BOARD_SEATS } from "@iw/core/domain"
import { Button, DataTable, formatDateTime, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../hooks/use-lang"
import { type BoardSeat, daoBoard } from "../api/governance"
import { SeatDialog } from "./SeatDialog"

/** The five seats of the Security Advisory Board (spec §9): who holds each, since when, and assigning or vacating one. */
export const BoardSection = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const [version, setVersion] = useState(0)
  const board = useLoad(() => daoBoard(), [version])
  const [editing, setEditing] = useState<{ readonly seat: number; readonly held: BoardSeat | null; readonly vacate: boolean } | null>(null)
  const seats = Array.from({ length: BOARD_SEATS }, (_, i) => ({ seat: i + 1, held: board.data?.data.find((b) => b.seat === i + 1) ?? null }))
  return (
    <section className="iw-card sw-card sw-dao-section" aria-labelledby="dao-board-title">
      <h2 id="dao-board-title">{t("governance.dao.boardTitle")}</h2>
      <p className="sw-muted">{t("governance.staff.boardLead")}</p>
      <DataTable
        load={board}
        rows={seats}
        rowKey={(s) => s.seat}
        rowProps={(s) => ({ "data-testid": "dao-seat", "data-seat": s.seat, "data-member": s.held?.memberId ?? "" })}
        caption={t("governance.dao.boardTitle")}
        region
        className="sw-table sw-table--stack"
        testId="dao-board"
        columns={[
          { key: "seat", header: t("governance.staff.seat"), rowHeader: true, cell: (s) => t("governance.dao.seat", { seat: s.seat }) },
          { key: "member", header: t("governance.staff.holder"), cell: (s) => (s.held ? `${s.held.name} (${t("governance.dao.member", { id: s.held.memberId })})` : <span className="sw-muted">{t("governance.dao.vacant")}</span>) },
          { key: "appointed", header: t("governance.staff.appointed"), cell: (s) => (s.held ? formatDateTime(s.held.appointedAt, lang) : "—") },
          {
            key: "actions",
            header: t("governance.staff.actions"),
            headerHidden: true,
            cell: (s) => (
              <div className="sw-row-actions">
                <Button variant="secondary" onClick={() => setEditing({ seat: s.seat, held: s.held, vacate: false })} aria-label={t("governance.staff.assignTitle", { seat: s.seat })} data-testid="dao-seat-assign">
                  {t("governance.staff.assign")}
                </Button>
                {s.held && (
                  <Button variant="ghost" className="sw-btn-danger-ghost" onClick={() => setEditing({ seat: s.seat, held: s.held, vacate: true })} aria-label={t("governance.staff.vacateTitle", { seat: s.seat })} data-testid="dao-seat-vacate">
                    {t("governance.staff.vacate")}
                  </Button>
                )}
              </div>
            )
          }
        ]}
      />
      {editing && (
        <SeatDialog
          seat={editing.seat}
          held={editing.held}
          vacate={editing.vacate}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null)
            setVersion((v) => v + 1)
          }}
        />
      )}
    </section>
  )
}
