import { Button, Notice, errorMessage, formatDateTime, formatInteger, useAction } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../lib/lang"
import { type Proposal, type VoteChoice, vote } from "../api/governance"

const CHOICES: ReadonlyArray<VoteChoice> = ["yes", "no", "abstain"]

/** One proposal: its window, result, the member's vote, and the three vote buttons while it is open. */
export const ProposalItem = ({ proposal: p, onVoted }: { readonly proposal: Proposal; readonly onVoted: () => void }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const [error, setError] = useState<string | null>(null)
  const cast = useAction((choice: VoteChoice) => vote(p.id, choice), { onDone: onVoted, onError: (e) => setError(errorMessage(e, t)) })
  return (
    <li data-testid="dao-proposal" data-state={p.state}>
      <h3>{p.title}</h3>
      <p className="iw-dao__meta">
        {t(`governance.dao.${p.state}`)} · {t("governance.dao.opens", { date: formatDateTime(p.opensAt, lang) })} · {t("governance.dao.closes", { date: formatDateTime(p.closesAt, lang) })}
      </p>
      <p>{p.body}</p>
      <ul className="iw-dao__result" aria-label={t("governance.dao.voters", { count: p.result.voters })}>
        {CHOICES.map((c) => (
          <li key={c}>
            {t(`governance.dao.${c}`)}: <strong>{formatInteger(p.result[c])}</strong>
          </li>
        ))}
        <li>{t("governance.dao.voters", { count: p.result.voters })}</li>
        {p.state === "closed" && <li>{p.result.passed ? t("governance.dao.passed") : t("governance.dao.rejected")}</li>}
      </ul>
      {p.myVote ? (
        <p data-testid="dao-my-vote">{t("governance.dao.yourVote", { choice: t(`governance.dao.${p.myVote.choice}`), power: formatInteger(p.myVote.power) })}</p>
      ) : (
        p.state === "open" && (
          <div className="iw-dao__vote" role="group" aria-label={t("governance.dao.choice")}>
            {CHOICES.map((c) => (
              <Button key={c} variant={c === "yes" ? "primary" : "secondary"} disabled={cast.busy} onClick={() => void cast.run(c)} data-testid={`dao-vote-${c}`}>
                {t(`governance.dao.${c}`)}
              </Button>
            ))}
          </div>
        )
      )}
      {error && <Notice tone="error">{error}</Notice>}
    </li>
  )
}
