import { Button, ConfirmDialog, LoadState, SelectField, TextAreaField, TextField, errorMessage, fieldMessages, newIdempotencyKey, useLoad } from "@iw/ui"
import { GAME_RESOURCES } from "@iw/core/domain"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useLedgerLabels } from "../../../hooks/use-ledger-labels"
import { adjustGameResource, memberGames } from "../api/members"

/**
 * The member's games on `/staff/member/{id}` (issue 14 §4): shovel, growing trees, minerals and wood, the latest
 * mining; staff grant or deduct a resource with a reason (ledger transfer and audit log).
 */
export const MemberGamesSection = ({ memberId }: { readonly memberId: number }) => {
  const { t } = useTranslation()
  const labels = useLedgerLabels()
  /** A resource's name in the reader's language ("mineral-3" is gold, the ledger's asset `mineral_3`). */
  const resourceName = (r: string) => labels.asset(r.replace("-", "_"))
  const data = useLoad(() => memberGames(memberId), [memberId])
  const [open, setOpen] = useState<string | null>(null)
  const [form, setForm] = useState({ direction: "grant" as "grant" | "deduct", resource: "wood-6", amount: "1", reason: "" })
  const [errors, setErrors] = useState<Record<string, Array<string>>>({})
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    if (open === null) return
    setBusy(true)
    try {
      await adjustGameResource(memberId, { ...form, amount: Number(form.amount), reason: form.reason.trim() }, open)
      setOpen(null)
      setForm({ ...form, reason: "" })
      data.reload()
    } catch (e) {
      const f = fieldMessages(e, t)
      setErrors(Object.keys(f).length > 0 ? f : { reason: [errorMessage(e, t)] })
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="iw-card sw-card" aria-labelledby="member-games-title" data-testid="member-games">
      <h2 id="member-games-title">{t("games.cli.staffTitle")}</h2>
      <LoadState load={data}>
        {(g) => (
          <>
            <p>{g.shovel === null ? t("games.cli.noShovel") : t("games.cli.shovelLine", { durability: g.shovel.durability, canDig: g.shovel.canDig ? "✓" : "✗" })}</p>
            <div className="iw-table-wrap" tabIndex={0} role="region" aria-labelledby="member-games-title">
              <table className="iw-table">
                <thead>
                  <tr>
                    <th>{t("games.cli.resource")}</th>
                    <th>{t("games.cli.amount")}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...Object.entries(g.minerals).map(([id, v]) => [`mineral-${id}`, v.decimal] as const), ...Object.entries(g.wood).map(([id, v]) => [`wood-${id}`, v.decimal] as const)].map(([r, v]) => (
                    <tr key={r}>
                      <td>{`${resourceName(r)} (${r})`}</td>
                      <td data-testid={`staff-resource-${r}`}>{v}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <h3>{t("games.cli.trees")}</h3>
            {g.trees.length === 0 ? (
              <p>{t("games.ui.empty")}</p>
            ) : (
              <ul>
                {g.trees.map((tr) => (
                  <li key={tr.id}>
                    #{tr.id} PLOT {tr.plotId.x},{tr.plotId.y} · {t("games.ui.position", { n: tr.position })} · {resourceName(`wood-${tr.wood}`)} · {t("games.ui.growth", { growth: tr.state.growth })}
                  </li>
                ))}
              </ul>
            )}
            <h3>{t("games.cli.mining")}</h3>
            {g.mining.length === 0 ? (
              <p>{t("games.ui.empty")}</p>
            ) : (
              <ul>
                {g.mining.map((m) => (
                  <li key={m.id}>
                    #{m.id} PLOT {m.plotId.x},{m.plotId.y} · {m.mineral === null ? t("games.ui.inProgress") : resourceName(`mineral-${m.mineral}`)}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </LoadState>
      <Button variant="secondary" onClick={() => (setErrors({}), setOpen(newIdempotencyKey()))} data-testid="staff-games-adjust">
        {t("games.cli.adjust")}
      </Button>
      <ConfirmDialog
        open={open !== null}
        title={t("games.cli.adjust")}
        confirmLabel={form.direction === "grant" ? t("games.cli.grantLabel") : t("games.cli.deductLabel")}
        busy={busy}
        disabled={form.reason.trim() === ""}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(null)}
      >
        <SelectField
          label={t("games.cli.direction")}
          value={form.direction}
          onChange={(e) => setForm({ ...form, direction: e.target.value as "grant" | "deduct" })}
          options={[
            { value: "grant", label: t("games.cli.grantLabel") },
            { value: "deduct", label: t("games.cli.deductLabel") }
          ]}
        />
        <SelectField label={t("games.cli.resource")} value={form.resource} onChange={(e) => setForm({ ...form, resource: e.target.value })} options={GAME_RESOURCES.map((r) => ({ value: r, label: `${resourceName(r)} (${r})` }))} errors={errors.resource} />
        <TextField label={t("games.cli.amount")} type="number" min={1} value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value })} errors={errors.amount} />
        <TextAreaField label={t("games.cli.reason")} value={form.reason} onChange={(e) => setForm({ ...form, reason: e.target.value })} maxLength={500} errors={errors.reason} />
      </ConfirmDialog>
    </section>
  )
}
