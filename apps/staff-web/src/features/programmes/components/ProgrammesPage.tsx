import { Button, DataTable, Notice, TextField, errorMessage, fieldMessages, formatDateTime, formatDecimal, useAction, usePagedQuery } from "@iw/ui"
import { cstDayOf } from "@iw/contracts"
import { type FormEvent, useState } from "react"
import { useTranslation } from "react-i18next"
import { PageHeader } from "../../../components/PageHeader"
import { useLang } from "../../../hooks/use-lang"
import { revenueSharingDays, runRevenueSharingDay } from "../api/programmes"

/**
 * `/staff/programmes` (issue 16): run or re-run a revenue-sharing CST day (over, from 2023-01-01; each qualified
 * member is paid once; audited), and the days run with their pool, qualified members, paid total and state.
 */
const ProgrammesPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const list = usePagedQuery(({ page }) => revenueSharingDays(page))
  const [day, setDay] = useState(() => cstDayOf(new Date(Date.now() - 86_400_000)))
  const [errors, setErrors] = useState<ReadonlyArray<string>>([])
  const [done, setDone] = useState<string | null>(null)
  const run = useAction(() => runRevenueSharingDay(day.trim()), {
    onDone: (d) => {
      setErrors([])
      setDone(t("programmes.staff.done", { day: d.day, paid: formatDecimal(d.paidTotal.decimal), qualified: d.qualified, runs: d.runs }))
      list.reload()
    },
    onError: (e) => {
      setDone(null)
      const fields = fieldMessages(e, t)
      setErrors(fields.day ?? [errorMessage(e, t)])
    }
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    void run.run()
  }
  return (
    <div className="sw-page" data-testid="staff-programmes">
      <PageHeader title={t("programmes.staff.title")} lead={t("programmes.staff.lead")} />
      <form className="sw-card sw-form" onSubmit={submit} noValidate>
        <TextField label={t("programmes.staff.day")} value={day} onChange={(e) => setDay(e.target.value)} errors={errors} inputMode="numeric" placeholder="YYYY-MM-DD" data-testid="programmes-day" />
        <Button type="submit" loading={run.busy} data-testid="programmes-run">
          {t("programmes.staff.run")}
        </Button>
        {done && <Notice tone="success">{done}</Notice>}
      </form>
      <DataTable
        load={list}
        rows={list.rows}
        pager={list.pager && { ...list.pager, label: t("programmes.staff.pages") }}
        rowKey={(d) => d.day}
        rowProps={(d) => ({ "data-testid": "programmes-day-row", "data-state": d.state })}
        caption={t("programmes.staff.days")}
        region
        empty={<p>{t("programmes.staff.empty")}</p>}
        columns={[
          { key: "day", header: t("programmes.revenue.day"), cell: (d) => d.day, rowHeader: true },
          { key: "state", header: t("programmes.revenue.state"), cell: (d) => t(`programmes.revenue.${d.state}`) },
          { key: "income", header: t("programmes.staff.income"), cell: (d) => formatDecimal(d.income.decimal) },
          { key: "pool", header: t("programmes.staff.pool"), cell: (d) => formatDecimal(d.pool.decimal) },
          { key: "qualified", header: t("programmes.staff.qualified"), cell: (d) => d.qualified },
          { key: "paid", header: t("programmes.staff.paid"), cell: (d) => formatDecimal(d.paidTotal.decimal) },
          { key: "runs", header: t("programmes.staff.runs"), cell: (d) => d.runs },
          { key: "paidAt", header: t("programmes.revenue.paidAt"), cell: (d) => (d.paidAt ? formatDateTime(d.paidAt, lang) : "—") }
        ]}
      />
    </div>
  )
}

export default ProgrammesPage
