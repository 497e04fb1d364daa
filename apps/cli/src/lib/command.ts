import type { Command } from "commander"
import { CLI_TOKENS, createCliContainer } from "../container"
import type { ApiClient } from "./client"
import { describeError } from "./errors"
import type { LangCode, Translate } from "./i18n"
import { printError } from "./output"

/** The global options every command reads (main.tsx defines them). */
export interface GlobalOptions {
  readonly url: string
  readonly token?: string
  readonly json: boolean
  readonly lang: LangCode
}

/** What a command's action works with. */
export interface CommandContext extends GlobalOptions {
  readonly t: Translate
  /** The typed client, made on first use: reading the token can fail, and only then is it needed. */
  readonly client: () => ApiClient
}

/**
 * Wraps a commander action: builds the context from the global options, runs the command, and turns any
 * failure into translated lines on stderr with exit code 1.
 */
export const action =
  <O extends object>(run: (ctx: CommandContext, args: ReadonlyArray<string>, options: O) => Promise<void>) =>
  async (...received: Array<unknown>): Promise<void> => {
    const command = received[received.length - 1] as Command
    const options = received[received.length - 2] as O
    const args = received.slice(0, -2) as Array<string>
    const globals = command.optsWithGlobals() as GlobalOptions & O
    const container = createCliContainer({ url: globals.url, token: globals.token, json: Boolean(globals.json), lang: globals.lang })
    const t = container.get<Translate>(CLI_TOKENS.Translate)
    const ctx: CommandContext = {
      url: globals.url,
      token: globals.token,
      json: Boolean(globals.json),
      lang: globals.lang,
      t,
      client: () => container.get<ApiClient>(CLI_TOKENS.Client)
    }
    try {
      await run(ctx, args, options)
    } catch (e) {
      printError(t("cli.errors.prefix"), describeError(e, { lang: ctx.lang, t, url: ctx.url }))
      process.exitCode = 1
    }
  }
