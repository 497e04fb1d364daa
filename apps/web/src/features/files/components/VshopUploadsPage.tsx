import { Notice, Spinner, errorMessage, useDocumentTitle } from "@iw/ui"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useParams } from "react-router"
import { completeLogin } from "../../../lib/auth"
import { memberSession } from "../../../lib/session"
import { FileManager } from "./FileManager"
import "../files.css"

/** How long a token handed in the link is kept before the session's own refresh takes over (the member token's life). */
const LINK_TOKEN_SECONDS = 3600

/**
 * `/{lang}/vshop/uploads/{token}` (spec §2): the game hands the member's token in the link; it is kept as the
 * session (the language is the path's), and the file manager opens without a log-in. A token the server does not
 * accept goes to the log-in through the one error path.
 */
const VshopUploadsPage = () => {
  const { t } = useTranslation()
  const { token = "" } = useParams()
  const [state, setState] = useState<"signing-in" | "ready" | { error: string }>(memberSession.get()?.token === token ? "ready" : "signing-in")
  const started = useRef(false)
  useDocumentTitle(t("files.title"))

  useEffect(() => {
    if (state !== "signing-in" || started.current) return
    started.current = true
    completeLogin(token, LINK_TOKEN_SECONDS).then(
      () => setState("ready"),
      (e: unknown) => setState({ error: errorMessage(e, t) })
    )
  }, [state, token, t])

  return (
    <div className="iw-page iw-files-page">
      <header className="iw-files-page__head">
        <h1>{t("files.title")}</h1>
        <p>{t("files.intro")}</p>
      </header>
      {state === "ready" ? <FileManager /> : state === "signing-in" ? <Spinner label={t("login.loaderBusy")} /> : <Notice tone="error">{state.error}</Notice>}
    </div>
  )
}

export default VshopUploadsPage
