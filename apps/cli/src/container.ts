import "reflect-metadata"
import { Container } from "inversify"
import { type ApiClient, connect } from "./lib/client"
import type { GlobalOptions } from "./lib/command"
import { type Translate, translator } from "./lib/i18n"

/** Service identifiers of the CLI's composition root. Commands see only what the context hands them. */
export const CLI_TOKENS = {
  Options: Symbol.for("cli.Options"),
  Translate: Symbol.for("cli.Translate"),
  Client: Symbol.for("cli.Client")
} as const

/**
 * The CLI's composition root (design card: inversify is the root of apps/api and apps/cli): the global options of
 * one invocation, the translator for its language, and the typed client derived from the contract, made on first
 * use because reading the token can fail and only then is it needed.
 */
export const createCliContainer = (options: GlobalOptions): Container => {
  const container = new Container()
  container.bind<GlobalOptions>(CLI_TOKENS.Options).toConstantValue(options)
  container.bind<Translate>(CLI_TOKENS.Translate).toResolvedValue((o: GlobalOptions) => translator(o.lang), [CLI_TOKENS.Options]).inSingletonScope()
  container
    .bind<ApiClient>(CLI_TOKENS.Client)
    .toResolvedValue((o: GlobalOptions, t: Translate) => connect({ url: o.url, token: o.token, lang: o.lang, t }), [CLI_TOKENS.Options, CLI_TOKENS.Translate])
    .inSingletonScope()
  return container
}
