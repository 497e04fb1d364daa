import "@iw/ui/ui.css"
import "./app/app.css"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { RouterProvider, createBrowserRouter } from "react-router"
import { routes } from "./app/routes"
import { setNavigator } from "./lib/api"
import { startSessionUpkeep } from "./app/session-upkeep"

const router = createBrowserRouter(routes)
setNavigator((path) => void router.navigate(path))
startSessionUpkeep()

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
)
