import { DataTable, LoadState, formatDateTime, useLoad } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../lib/lang"
import { histories } from "../api/gold-rush"

const MINERAL_KEYS: Record<number, string> = { 1: "iron", 2: "silver", 3: "gold", 4: "platinum", 5: "diamond" }

/** Both histories, newest first (the first 15 of each, spec §9). `version` reloads them after a change. */
export const HistoryPanel = ({ version }: { readonly version: number }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const data = useLoad(histories, [version])
  return (
    <section aria-labelledby="gr-history">
      <h2 id="gr-history">{t("games.ui.miningHistory")}</h2>
      <LoadState load={data}>
        {(d) => (
          <>
            <DataTable
              caption={t("games.ui.miningHistory")}
              rows={d.mining}
              rowKey={(r) => r.id}
              testId="mining-history"
              region
              empty={t("games.ui.empty")}
              columns={[
                { key: "date", header: t("games.ui.date"), cell: (r) => formatDateTime(r.startedAt, lang) },
                { key: "plot", header: "PLOT", cell: (r) => `${r.plotId.x},${r.plotId.y}` },
                { key: "result", header: t("games.ui.result"), cell: (r) => (r.mineral === null ? t("games.ui.inProgress") : t(`shell.resources.${MINERAL_KEYS[r.mineral]}`)) }
              ]}
            />
            <h2>{t("games.ui.redeemHistory")}</h2>
            <DataTable
              caption={t("games.ui.redeemHistory")}
              rows={d.redeem}
              rowKey={(r) => r.id}
              testId="redeem-history"
              region
              empty={t("games.ui.empty")}
              columns={[
                { key: "date", header: t("games.ui.date"), cell: (r) => formatDateTime(r.createdAt, lang) },
                { key: "minerals", header: t("games.ui.minerals"), cell: (r) => r.lines.map((l) => `${t(`shell.resources.${MINERAL_KEYS[l.mineral]}`)} × ${l.quantity}`).join(", ") },
                { key: "coins", header: t("games.ui.coins"), cell: (r) => r.coins },
                { key: "abey", header: "ABEY", cell: (r) => r.abey.decimal }
              ]}
            />
          </>
        )}
      </LoadState>
    </section>
  )
}
