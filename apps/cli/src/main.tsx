import { Command, CommanderError, Option } from "commander"
import pkg from "../package.json"
import { registerAnnouncements, registerContent } from "./commands/staff/announcements"
import { registerBuildings, registerProducts } from "./commands/staff/buildings"
import { registerGames } from "./commands/staff/games"
import { registerAudit } from "./commands/staff/audit"
import { registerLedger } from "./commands/staff/ledger"
import { registerMarket } from "./commands/staff/market"
import { registerMembers } from "./commands/staff/members"
import { registerOrders } from "./commands/staff/orders"
import { registerAds } from "./commands/staff/ads"
import { registerOutbox } from "./commands/staff/outbox"
import { registerPlots } from "./commands/staff/plots"
import { registerPurchases } from "./commands/staff/purchases"
import { registerStaff } from "./commands/staff/staff"
import { registerSupport } from "./commands/staff/support"
import { registerTickets } from "./commands/staff/tickets"
import { defaultUrl } from "./lib/client"
import { describeError } from "./lib/errors"
import { LANGS, type Translate, defaultLang, langFromArgv, translator } from "./lib/i18n"
import { printError } from "./lib/output"
import { displayWidth, wrapText } from "./lib/text"

const stripAnsi = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, "")

/** The program: global options, then one registrar per area of the back-office. */
export const buildProgram = (t: Translate): Command => {
  const titles: Record<string, string> = {
    "Usage:": t("cli.help.usage"),
    "Options:": t("cli.help.options"),
    "Global Options:": t("cli.help.globalOptions"),
    "Commands:": t("cli.help.commands"),
    "Arguments:": t("cli.help.arguments")
  }
  const program = new Command("iw")
    .description(t("cli.program.description"))
    // Set before any subcommand exists, so that every subcommand inherits them.
    .configureHelp({
      styleTitle: (s) => titles[s] ?? s,
      displayWidth: (s) => displayWidth(stripAnsi(s)),
      boxWrap: (s, width) => (width < 40 ? s : wrapText(s, width)),
      showGlobalOptions: true,
      // Defaults and choices are part of each translated description, not commander's English suffixes.
      optionDescription: (option) => option.description,
      argumentDescription: (argument) => argument.description
    })
    .helpOption("-h, --help", t("cli.help.helpOption"))
    .helpCommand("help [command]", t("cli.help.helpCommand"))
    .configureOutput({ outputError: () => undefined })
    .exitOverride()
    .version(pkg.version, "-V, --version", t("cli.help.version"))
    .addOption(new Option("--url <url>", t("cli.options.url")).default(defaultUrl()))
    .addOption(new Option("--token <token>", t("cli.options.token")))
    .addOption(new Option("--json", t("cli.options.json")).default(false))
    .addOption(new Option("--lang <lang>", t("cli.options.lang", { langs: LANGS.join(", ") })).choices(LANGS).default(defaultLang()))
  registerMembers(program, t)
  registerStaff(program, t)
  registerOutbox(program, t)
  registerAudit(program, t)
  registerLedger(program, t)
  registerPurchases(program, t)
  registerBuildings(program, t)
  registerProducts(program, t)
  registerGames(program, t)
  registerTickets(program, t)
  registerSupport(program, t)
  registerAnnouncements(program, t)
  registerContent(program, t, "events")
  registerContent(program, t, "tutorials")
  registerPlots(program, t)
  registerMarket(program, t)
  registerOrders(program, t)
  registerAds(program, t)
  return program
}

/** Commander's own parse errors, in our language. */
const commanderMessage = (e: CommanderError, t: Translate): string => {
  const quoted = [...e.message.matchAll(/'([^']*)'/g)].map((m) => m[1])
  switch (e.code) {
    case "commander.unknownCommand":
      return t("cli.errors.unknownCommand", { name: quoted[0] ?? "" })
    case "commander.unknownOption":
      return t("cli.errors.unknownOption", { name: quoted[0] ?? "" })
    case "commander.missingArgument":
      return t("cli.errors.missingArgument", { name: quoted[0] ?? "" })
    case "commander.optionMissingArgument":
      return t("cli.errors.optionMissingArgument", { name: quoted[0] ?? "" })
    case "commander.missingMandatoryOptionValue":
      return t("cli.errors.missingMandatoryOption", { name: quoted[0] ?? "" })
    case "commander.excessArguments":
      return t("cli.errors.excessArguments")
    case "commander.invalidArgument": {
      const allowed = /Allowed choices are (.*)\.$/.exec(e.message)?.[1]
      if (allowed && quoted.length >= 2) return t("cli.errors.invalidArgument", { name: quoted[0], value: quoted[1], allowed })
      return e.message.replace(/^error: /, "")
    }
    default:
      return e.message.replace(/^error: /, "")
  }
}

export const main = async (argv: ReadonlyArray<string> = process.argv): Promise<number> => {
  const lang = langFromArgv(argv.slice(2))
  const t = translator(lang)
  const program = buildProgram(t)
  try {
    await program.parseAsync([...argv])
    return typeof process.exitCode === "number" ? process.exitCode : 0
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help and version print themselves; `help` after an error (e.g. `members` alone) already went to stderr.
      const printed = e.code === "commander.helpDisplayed" || e.code === "commander.version" || e.code === "commander.help"
      if (!printed) printError(t("cli.errors.prefix"), [commanderMessage(e, t)])
      return e.exitCode
    }
    printError(t("cli.errors.prefix"), describeError(e, { lang, t, url: defaultUrl() }))
    return 1
  }
}

process.exitCode = await main()
