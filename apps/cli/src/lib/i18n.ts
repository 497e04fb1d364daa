import { LANGS, type LangCode, isLangCode, translate } from "@iw/contracts/i18n"

export type Translate = (key: `cli.${string}`, params?: Readonly<Record<string, string | number>>) => string

/** The CLI's own texts, from the `cli` namespace of the shared catalogues. */
export const translator =
  (lang: LangCode): Translate =>
  (key, params) =>
    translate(lang, key, params)

/** IW_LANG when it names one of our languages, else English. */
export const defaultLang = (env: NodeJS.ProcessEnv = process.env): LangCode => {
  const v = env.IW_LANG?.trim().toLowerCase()
  return isLangCode(v) ? v : "en"
}

/**
 * The language asked for on the command line, read before commander parses it so that the help texts
 * themselves come out in that language. An unknown value falls back to the default; commander then reports it.
 */
export const langFromArgv = (argv: ReadonlyArray<string>, env: NodeJS.ProcessEnv = process.env): LangCode => {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (a === "--") break
    const v = a === "--lang" ? argv[i + 1] : a.startsWith("--lang=") ? a.slice("--lang=".length) : undefined
    if (v !== undefined) return isLangCode(v) ? v : defaultLang(env)
  }
  return defaultLang(env)
}

export { LANGS, type LangCode }
