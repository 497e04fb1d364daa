import { readFileSync } from "node:fs"
import { type Command, Option } from "commander"
import { Box, Text } from "ink"
import { ContentSchemas } from "@iw/contracts"
import { Heading, Notice, Sections } from "../../components/Heading"
import { KeyValue } from "../../components/KeyValue"
import { PageInfo } from "../../components/PageInfo"
import { Table } from "../../components/Table"
import { type CommandContext, action } from "../../lib/command"
import { CliError } from "../../lib/errors"
import type { Translate } from "../../lib/i18n"
import { decodeInput, positiveOption } from "../../lib/input"
import { emit } from "../../lib/output"
import { formatTime } from "../../lib/text"

type Client = ReturnType<CommandContext["client"]>
type ItemList = Awaited<ReturnType<Client["staffAnnouncements"]["list"]>>
type Item = ItemList["data"][number]

const flags = (x: Item, t: Translate) =>
  [x.pinned ? t("cli.announcements.pinned") : null, x.public ? t("cli.announcements.public") : null, x.published ? null : t("cli.announcements.draft")].filter(Boolean).join(", ") || "—"

function ListView({ list, t, heading }: { list: ItemList; t: Translate; heading: string }) {
  return (
    <Box flexDirection="column">
      <Heading>{heading}</Heading>
      {list.data.length === 0 ? (
        <Text dimColor>{t("cli.messages.empty")}</Text>
      ) : (
        <Table
          rows={list.data}
          columns={[
            { title: t("cli.columns.id"), cell: (x) => String(x.id) },
            { title: t("cli.announcements.title"), cell: (x) => x.translations.en.title, maxWidth: 40 },
            { title: t("cli.announcements.languages"), cell: (x) => Object.keys(x.translations).join(" ") },
            { title: t("cli.announcements.flags"), cell: (x) => flags(x, t) },
            { title: t("cli.announcements.published"), cell: (x) => formatTime(x.publishedAt), minWidth: 23 }
          ]}
        />
      )}
      <PageInfo meta={list.meta} t={t} />
    </Box>
  )
}

function ItemView({ item, message, t }: { item: Item; message: string; t: Translate }) {
  return (
    <Sections>
      <Notice>{message}</Notice>
      <KeyValue
        entries={[
          [t("cli.columns.id"), String(item.id)],
          [t("cli.announcements.title"), item.translations.en.title],
          [t("cli.announcements.languages"), Object.keys(item.translations).join(" ")],
          [t("cli.announcements.flags"), flags(item, t)],
          [t("cli.announcements.published"), formatTime(item.publishedAt)],
          ...(item.kind === "event"
            ? ([
                [t("cli.events.starts"), item.startsAt ? formatTime(item.startsAt) : "—"],
                [t("cli.events.location"), item.location ?? "—"]
              ] as Array<[string, string]>)
            : [])
        ]}
      />
    </Sections>
  )
}

/** Which option a contract field came from, so a message names what the person typed. */
const OPTION_OF_FIELD: Readonly<Record<string, string>> = Object.fromEntries([
  ["translations", "--lang-file"],
  ["translations.en.title", "--title"],
  ["translations.en.body", "--body"],
  ...["cn", "tc", "jp", "kr", "ru"].flatMap((l) => [
    [`translations.${l}`, `--lang-file (${l})`],
    [`translations.${l}.title`, `--lang-file (${l}.title)`],
    [`translations.${l}.body`, `--lang-file (${l}.body)`]
  ])
])

/** The three kinds staff publish from the terminal, each with its endpoints and its words. */
type Kind = "announcements" | "events" | "tutorials"
const ENDPOINTS = { announcements: "staffAnnouncements", events: "staffEvents", tutorials: "staffTutorials" } as const

/**
 * `announcements|events|tutorials list|publish`: the content members read (spec §2 /staff/announcements, events,
 * tutorials). Events take when and where; tutorials their place in the list.
 */
export const registerContent = (program: Command, t: Translate, kind: Kind): void => {
  const group = program.command(kind).description(t(`cli.${kind}.commands.${kind}`))
  const endpoints = (ctx: CommandContext) => ctx.client()[ENDPOINTS[kind]]

  group
    .command("list")
    .description(t(`cli.${kind}.commands.list`))
    .addOption(new Option("--page <n>", t("cli.options.page")))
    .action(
      action<{ page?: string }>(async (ctx, _args, opts) => {
        const list = await endpoints(ctx).list({ query: decodeInput(ContentSchemas.StaffContentQuery, { page: positiveOption(opts.page, "--page", ctx.t) }, ctx.lang, { page: "--page" }) })
        emit(ctx.json, list, () => <ListView list={list} t={ctx.t} heading={ctx.t(`cli.${kind}.heading`)} />)
      })
    )

  const publish = group
    .command("publish")
    .description(t(`cli.${kind}.commands.publish`))
    .addOption(new Option("--title <text>", t("cli.announcements.options.title")).makeOptionMandatory())
    .addOption(new Option("--body <html>", t("cli.announcements.options.body")).makeOptionMandatory())
    .addOption(new Option("--lang-file <file>", t("cli.announcements.options.translations")))
  if (kind === "announcements") {
    // The first name of --lang-file, kept so scripts written for it still work.
    publish.addOption(new Option("--translations <file>").hideHelp())
    publish.addOption(new Option("--pinned", t("cli.announcements.options.pinned")).default(false))
    publish.addOption(new Option("--public", t("cli.announcements.options.public")).default(false))
  }
  if (kind === "events") {
    publish.addOption(new Option("--starts <time>", t("cli.events.options.starts")))
    publish.addOption(new Option("--ends <time>", t("cli.events.options.ends")))
    publish.addOption(new Option("--location <text>", t("cli.events.options.location")))
  }
  if (kind === "tutorials") publish.addOption(new Option("--sort <n>", t("cli.tutorials.options.sort")))
  publish.action(
    action<{ title: string; body: string; langFile?: string; translations?: string; pinned?: boolean; public?: boolean; starts?: string; ends?: string; location?: string; sort?: string }>(
      async (ctx, _args, opts) => {
        let extra: unknown = {}
        const file = opts.langFile ?? opts.translations
        if (file) {
          try {
            extra = JSON.parse(readFileSync(file, "utf8"))
          } catch {
            throw new CliError(ctx.t("cli.announcements.badFile", { file }))
          }
          if (typeof extra !== "object" || extra === null || Array.isArray(extra)) throw new CliError(ctx.t("cli.announcements.badFile", { file }))
        }
        const body = decodeInput(
          ContentSchemas.ContentBody,
          {
            translations: { ...(extra as object), en: { title: opts.title, body: opts.body } },
            published: true,
            ...(kind === "announcements" ? { pinned: opts.pinned, public: opts.public } : {}),
            ...(kind === "events" ? { startsAt: opts.starts ?? null, endsAt: opts.ends ?? null, location: opts.location ?? null } : {}),
            ...(kind === "tutorials" && opts.sort !== undefined ? { sort: Number(opts.sort) } : {})
          },
          ctx.lang,
          { ...OPTION_OF_FIELD, startsAt: "--starts", endsAt: "--ends", location: "--location", sort: "--sort" }
        )
        const item = await endpoints(ctx).create({ body })
        emit(ctx.json, item, () => <ItemView item={item} message={ctx.t(`cli.${kind}.done`, { id: item.id })} t={ctx.t} />)
      }
    )
  )
}

/** `announcements list|publish`: the announcements members read (spec §2 /staff/announcements). */
export const registerAnnouncements = (program: Command, t: Translate): void => registerContent(program, t, "announcements")
