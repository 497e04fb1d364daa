import "@iw/ui/ui.css"
import "./app/app.css"
import { scheduleRefresh } from "@iw/ui"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { RouterProvider, createBrowserRouter } from "react-router"
import { routes } from "./app/routes"
import { setNavigator } from "./lib/api"
import { refreshToken, reloadProfile } from "./lib/auth"
import { staffSession } from "./lib/session"
import { startLanguage } from "./lib/i18n"

const router = createBrowserRouter(routes, { basename: "/staff" })
setNavigator((path) => void router.navigate(path, { replace: true }))

// Spec §4: the token is refreshed 10 minutes before it expires; roles are re-read on every visit.
scheduleRefresh(staffSession, refreshToken)
if (staffSession.get()) void reloadProfile().catch(() => undefined)

const render = () =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
startLanguage().then(render, render)
