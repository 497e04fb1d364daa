import { ConfirmDialog, formatDateTime } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../hooks/use-lang"
import { type ContentItem, type Kind, LANGS, publishState } from "../api/content"

const STATE_TONE = { draft: "muted", scheduled: "warning", live: "success" } as const

/** Pinned, public and the publication state of an item, as badges. */
export const ContentBadges = ({ item, kind }: { readonly item: ContentItem; readonly kind: Kind }) => {
  const { t } = useTranslation()
  const state = publishState(item)
  return (
    <span className="sw-content-badges">
      {kind === "announcements" && item.pinned && (
        <span className="iw-badge iw-badge--info" data-testid="badge-pinned">
          {t("contentAdmin.badges.pinned")}
        </span>
      )}
      {kind === "announcements" && item.public && (
        <span className="iw-badge iw-badge--info" data-testid="badge-public">
          {t("contentAdmin.badges.public")}
        </span>
      )}
      <span className={`iw-badge iw-badge--${STATE_TONE[state]}`} data-testid="badge-state" data-state={state}>
        {t(`contentAdmin.badges.${state}`)}
      </span>
    </span>
  )
}

/** The languages an item has text in, as short codes; the missing ones are struck through for screen readers too. */
export const LanguageChips = ({ item }: { readonly item: ContentItem }) => {
  const { t } = useTranslation()
  const present = LANGS.filter((l) => item.translations[l]?.title)
  return (
    <span className="sw-lang-chips">
      <span className="iw-visually-hidden">{t("contentAdmin.languagesPresent", { langs: present.map((l) => t(`common.languages.${l}`)).join(", ") })}</span>
      {LANGS.map((l) => (
        <span key={l} className={`sw-lang-chip${present.includes(l) ? " sw-lang-chip--on" : ""}`} aria-hidden="true">
          {l.toUpperCase()}
        </span>
      ))}
    </span>
  )
}

/** "2 Mar 2026, 10:00 CST by Alice", or without the name. */
export const EditedBy = ({ at, by }: { readonly at: Date; readonly by: string | null }) => {
  const { t } = useTranslation()
  const lang = useLang()
  return <>{by ? t("contentAdmin.editedBy", { time: formatDateTime(at, lang), name: by }) : formatDateTime(at, lang)}</>
}

/** Asks before deleting; the revisions stay readable in the history. */
export const DeleteDialog = ({ title, kind, busy, onCancel, onConfirm }: { readonly title: string; readonly kind: string; readonly busy: boolean; readonly onCancel: () => void; readonly onConfirm: () => void }) => {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      size="small"
      title={t("contentAdmin.confirmDelete", { title })}
      onCancel={onCancel}
      tone="danger"
      onConfirm={onConfirm}
      busy={busy}
      confirmTestId="confirm-delete"
      confirmLabel={t("contentAdmin.delete")}
    >
      <p>{kind === "announcements" ? t("contentAdmin.deleteKeepsHistory") : t("contentAdmin.deleteWarning")}</p>
    </ConfirmDialog>
  )
}

