import { type Api, api } from "@iw/contracts"
import { type Client, makeClient } from "@iw/contracts/client"
import { resolveToken, runningServer } from "./credentials"
import { CliError } from "./errors"
import type { LangCode, Translate } from "./i18n"

export type ApiClient = Client<Api>

/** IW_URL, else PORT on this machine, else the server `npm start` runs from this folder (any port), else port 3000. */
export const defaultUrl = (env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string =>
  env.IW_URL?.trim() || (env.PORT?.trim() ? `http://localhost:${env.PORT.trim()}` : (runningServer(cwd)?.url ?? "http://localhost:3000"))

/** The server's origin without a trailing slash; anything but http(s) is refused. */
export const checkUrl = (raw: string, t: Translate): string => {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new CliError(t("cli.errors.badUrl", { value: raw }))
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new CliError(t("cli.errors.badUrl", { value: raw }))
  return raw.trim().replace(/\/+$/, "")
}

/** The typed client derived from the contract, acting with the staff token and asking for answers in `lang`. */
export const connect = (opts: { readonly url: string; readonly token: string | undefined; readonly lang: LangCode; readonly t: Translate }): ApiClient => {
  const baseUrl = checkUrl(opts.url, opts.t)
  const token = resolveToken(opts.token, opts.t)
  return makeClient(api, { baseUrl, token: () => token, lang: () => opts.lang })
}
