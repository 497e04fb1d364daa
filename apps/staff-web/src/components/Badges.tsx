import { useTranslation } from "react-i18next"

export const StatusBadge = ({ status }: { readonly status: "active" | "blocked" }) => {
  const { t } = useTranslation()
  return <span className={`iw-badge ${status === "active" ? "iw-badge--success" : "iw-badge--danger"}`}>{t(`backoffice.status.${status}`)}</span>
}

export const RoleBadges = ({ roles }: { readonly roles: ReadonlyArray<string> }) => {
  const { t } = useTranslation()
  if (roles.length === 0) return <span className="sw-muted">{t("common.none")}</span>
  return (
    <span className="sw-roles">
      {roles.map((r) => (
        <span key={r} className={`iw-badge sw-role sw-role--${r}`}>
          {t(`backoffice.roles.${r}`, { defaultValue: r })}
        </span>
      ))}
    </span>
  )
}

export const YesNo = ({ value }: { readonly value: boolean }) => {
  const { t } = useTranslation()
  return <span className={`sw-flag ${value ? "sw-flag--on" : "sw-flag--off"}`}>{value ? t("common.yes") : t("common.no")}</span>
}
