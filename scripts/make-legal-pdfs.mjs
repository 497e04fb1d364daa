// Writes the legal PDFs linked from the footer (spec §1): apps/web/public/legal/privacy-policy.pdf and
// terms-of-use.pdf. Plain Node, no dependencies: the PDF (1.4, A4, Helvetica, Flate-compressed page
// streams) is assembled by hand, with text wrapped by the standard Helvetica metrics and exact xref offsets.
// Run: node scripts/make-legal-pdfs.mjs
import { createHash } from "node:crypto"
import { mkdirSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { deflateSync } from "node:zlib"

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "apps", "web", "public", "legal")
const EFFECTIVE = "1 November 2026"
const CREATED = "D:20261101000000Z"

// ---------------------------------------------------------------------------------------------------------
// Font metrics: advance widths (1/1000 em) of the standard Helvetica and Helvetica-Bold, codes 32..126.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584
]
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584
]
// WinAnsiEncoding codes for the few typographic characters the texts use, with their widths.
const SPECIAL = {
  "\u2013": { code: 0x96, regular: 556, bold: 556 }, // en dash
  "\u2014": { code: 0x97, regular: 1000, bold: 1000 }, // em dash
  "\u2018": { code: 0x91, regular: 222, bold: 278 },
  "\u2019": { code: 0x92, regular: 222, bold: 278 },
  "\u201C": { code: 0x93, regular: 333, bold: 500 },
  "\u201D": { code: 0x94, regular: 333, bold: 500 },
  "\u2022": { code: 0x95, regular: 350, bold: 350 }, // bullet
  "\u00A9": { code: 0xa9, regular: 737, bold: 737 }, // copyright
  "\u00D7": { code: 0xd7, regular: 584, bold: 584 } // multiplication sign
}

const charWidth = (ch, bold) => {
  const special = SPECIAL[ch]
  if (special) return bold ? special.bold : special.regular
  const c = ch.charCodeAt(0)
  if (c < 32 || c > 126) throw new Error(`character outside the font's encoding: U+${c.toString(16)}`)
  return (bold ? HELVETICA_BOLD : HELVETICA)[c - 32]
}
const textWidth = (text, size, bold) => (Array.from(text).reduce((sum, ch) => sum + charWidth(ch, bold), 0) * size) / 1000

/** A PDF string literal in WinAnsiEncoding. */
const pdfString = (text) =>
  "(" +
  Array.from(text)
    .map((ch) => {
      const special = SPECIAL[ch]
      if (special) return "\\" + special.code.toString(8).padStart(3, "0")
      if (ch === "(" || ch === ")" || ch === "\\") return "\\" + ch
      return ch
    })
    .join("") +
  ")"

const wrap = (text, size, bold, maxWidth) => {
  const lines = []
  let line = ""
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines
}

// ---------------------------------------------------------------------------------------------------------
// Layout: A4 pages, a running footer with the page number.
const PAGE_W = 595.28
const PAGE_H = 841.89
const MARGIN_X = 64
const TOP = PAGE_H - 72
const BOTTOM = 80
const TEXT_W = PAGE_W - MARGIN_X * 2
const BODY = { size: 10.5, leading: 15.5 }

const layout = (doc) => {
  const pages = []
  let ops = []
  let y = TOP
  const newPage = () => {
    ops = []
    pages.push(ops)
    y = TOP
  }
  const ensure = (height) => {
    if (y - height < BOTTOM) newPage()
  }
  const text = (x, yy, size, bold, s, gray = 0) => {
    ops.push(`BT /${bold ? "F2" : "F1"} ${size} Tf ${gray} g 1 0 0 1 ${x.toFixed(2)} ${yy.toFixed(2)} Tm ${pdfString(s)} Tj ET`)
  }
  newPage()

  // Title block
  text(MARGIN_X, y - 22, 24, true, doc.title)
  y -= 44
  text(MARGIN_X, y, 10, false, `Interworld \u2014 effective ${EFFECTIVE}`, 0.35)
  y -= 14
  ops.push(`0.96 0.72 0.24 RG 2 w ${MARGIN_X} ${y.toFixed(2)} m ${(MARGIN_X + 56).toFixed(2)} ${y.toFixed(2)} l S`)
  y -= 22

  for (const block of doc.blocks) {
    if (block.h) {
      const lines = wrap(block.h, 13, true, TEXT_W)
      ensure(lines.length * 17 + 10 + BODY.leading * 2) // keep a heading with the start of its section
      y -= 10
      for (const l of lines) {
        text(MARGIN_X, y, 13, true, l)
        y -= 17
      }
      y -= 2
    } else if (block.p) {
      const lines = wrap(block.p, BODY.size, false, TEXT_W)
      for (const l of lines) {
        ensure(BODY.leading)
        text(MARGIN_X, y, BODY.size, false, l, 0.1)
        y -= BODY.leading
      }
      y -= 6
    } else if (block.ul) {
      for (const item of block.ul) {
        const lines = wrap(item, BODY.size, false, TEXT_W - 16)
        lines.forEach((l, i) => {
          ensure(BODY.leading)
          if (i === 0) text(MARGIN_X + 2, y, BODY.size, false, "\u2022", 0.1)
          text(MARGIN_X + 16, y, BODY.size, false, l, 0.1)
          y -= BODY.leading
        })
        y -= 2
      }
      y -= 6
    }
  }

  // Running footer on every page, now that the page count is known.
  pages.forEach((pageOps, i) => {
    const label = `Page ${i + 1} of ${pages.length}`
    pageOps.push(`0.8 0.82 0.88 RG 0.5 w ${MARGIN_X} 56 m ${(PAGE_W - MARGIN_X).toFixed(2)} 56 l S`)
    pageOps.push(`BT /F1 8.5 Tf 0.4 g 1 0 0 1 ${MARGIN_X} 42 Tm ${pdfString(`Interworld \u2014 ${doc.title}`)} Tj ET`)
    pageOps.push(`BT /F1 8.5 Tf 0.4 g 1 0 0 1 ${(PAGE_W - MARGIN_X - textWidth(label, 8.5, false)).toFixed(2)} 42 Tm ${pdfString(label)} Tj ET`)
  })
  return pages
}

// ---------------------------------------------------------------------------------------------------------
// Serialisation: objects, xref table with byte offsets, trailer.
const buildPdf = (doc) => {
  const pages = layout(doc)
  const objects = [] // index + 1 = object number; each a Buffer
  const add = (body) => {
    objects.push(Buffer.isBuffer(body) ? body : Buffer.from(body, "latin1"))
    return objects.length
  }
  const reserve = () => {
    objects.push(null)
    return objects.length
  }
  const catalog = reserve()
  const pagesObj = reserve()
  const font = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
  const fontBold = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>")
  const info = add(
    `<< /Title ${pdfString(`Interworld ${doc.title}`)} /Author (Interworld) /Subject ${pdfString(doc.subject)} /Producer (scripts/make-legal-pdfs.mjs) /CreationDate (${CREATED}) /ModDate (${CREATED}) >>`
  )
  const kids = []
  for (const ops of pages) {
    const data = deflateSync(Buffer.from(ops.join("\n"), "latin1"))
    const stream = Buffer.concat([Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, "latin1"), data, Buffer.from("\nendstream", "latin1")])
    const content = add(stream)
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${font} 0 R /F2 ${fontBold} 0 R >> >> /Contents ${content} 0 R >>`
      )
    )
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesObj} 0 R /Lang (en) >>`, "latin1")
  objects[pagesObj - 1] = Buffer.from(`<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`, "latin1")

  const chunks = [Buffer.from("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n", "latin1")]
  let offset = chunks[0].length
  const offsets = []
  objects.forEach((body, i) => {
    offsets.push(offset)
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, "latin1"), body, Buffer.from("\nendobj\n", "latin1")])
    chunks.push(chunk)
    offset += chunk.length
  })
  const id = createHash("md5").update(Buffer.concat(chunks)).digest("hex")
  const xref = [`xref`, `0 ${objects.length + 1}`, `0000000000 65535 f `, ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n `)].join("\n")
  chunks.push(
    Buffer.from(`${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${offset}\n%%EOF\n`, "latin1")
  )
  return { bytes: Buffer.concat(chunks), pages: pages.length }
}

// ---------------------------------------------------------------------------------------------------------
// The texts.
const PRIVACY = {
  title: "Privacy Policy",
  subject: "How Interworld collects, uses and protects personal information",
  blocks: [
    { p: "This Privacy Policy explains what personal information Interworld collects when you visit our website, create a member account, use the Interworld virtual world, its games, marketplace, advertising network and support services, or use our desktop client (together, the \u201Cservice\u201D), and how we use, share and protect that information. By using the service you acknowledge the practices described here." },
    { h: "1. Who we are" },
    { p: "Interworld is a virtual-world platform in which members own land plots (PLOTs), buildings and other digital assets, play games, trade with one another and take part in community programmes. In this policy \u201Cwe\u201D, \u201Cus\u201D and \u201Cour\u201D refer to the operator of Interworld, which is responsible for the personal information described below." },
    { h: "2. Information we collect" },
    { p: "We collect only the information we need to run the service:" },
    {
      ul: [
        "Account information: your member ID, name, phone number and country or e-mail address, preferred language, the referrer ID you enter, how you heard about us, and your password, which we store only as a secure one-way hash.",
        "Verification information: the one-time codes we send by SMS or e-mail to confirm your phone number or e-mail address, kept only until they expire.",
        "Wallet and asset information: the external wallet address you link, your system wallet address, your balances (such as ABEY, ITW, experience tickets, AP points, minerals, wood and game coins) and the PLOTs, buildings and items you hold, buy, sell, share or mint.",
        "Transaction information: purchases, top-ups, payment invoices, marketplace listings and trades, exchanges, refunds and the history of your assets.",
        "Activity in games and programmes: your actions in Gold Rush and Lumber Yard, your participation in the citizen, founders and revenue-sharing programmes, and Live2Earn submissions.",
        "Content you provide: support tickets and their attachments, files you upload to the file store, photographs, advertisements and custom avatar or 3D-model orders.",
        "Technical information: IP address, browser and device type, language settings, log records of requests and errors, and security events such as failed log-in attempts."
      ]
    },
    { h: "3. How we use information" },
    {
      ul: [
        "To create and secure your account, sign you in and keep you signed in.",
        "To provide the virtual world: show your land and buildings on the map, keep your balances, process purchases, trades and minting, and run the games and programmes.",
        "To send service messages such as verification codes, passwords, receipts and important notices, in your chosen language.",
        "To answer support requests and resolve disputes.",
        "To review advertisements before they are shown and to measure how ads perform on the AdNet.",
        "To protect members and the service: detect fraud, cheating, abuse and security incidents, and enforce our Terms of Use.",
        "To understand how the service is used and improve it, using aggregated statistics wherever possible.",
        "To comply with legal obligations, such as accounting, tax and lawful requests from authorities."
      ]
    },
    { h: "4. Legal bases" },
    { p: "Where the law requires a legal basis, we process personal information because it is necessary to perform our contract with you (the Terms of Use), because of our legitimate interests in operating a safe and reliable service, because we must comply with the law, or, where required, because you have given your consent, which you may withdraw at any time." },
    { h: "5. How we share information" },
    { p: "We do not sell your personal information. We share it only in these cases:" },
    {
      ul: [
        "With service providers who act on our instructions, such as hosting, SMS and e-mail delivery, payment processing and customer support tools, bound by confidentiality and data-protection obligations.",
        "With other members where the service is designed for it: for example, your member ID when you share an asset, your public listings in the community store, or content you choose to publish.",
        "On public blockchains, when you mint a PLOT or building or transfer a token to a wallet (see section 6).",
        "With authorities, courts or other parties when the law requires it or when needed to protect the rights, property or safety of our members, the public or Interworld.",
        "With a successor organisation if Interworld is reorganised, merged or sold, subject to this policy."
      ]
    },
    { h: "6. Blockchain records" },
    { p: "When you mint an asset or transfer a token, the transaction and the wallet addresses involved are written to a public blockchain. Such records are public, permanent and cannot be changed or deleted by us or anyone else. Please consider this before linking a wallet or minting an asset." },
    { h: "7. Local storage" },
    { p: "The website keeps a small amount of information in your browser\u2019s local storage: your session token and its expiry time, a copy of your member profile for faster loading, your language choice and whether you have completed the introductory prompts. This information stays on your device, is needed for the service to work and is removed when you log out. We do not use third-party advertising cookies on the website." },
    { h: "8. International transfers" },
    { p: "Interworld serves members in many countries, so your information may be processed in countries other than your own. Where we transfer personal information internationally, we use appropriate safeguards as required by applicable law." },
    { h: "9. How long we keep information" },
    { p: "We keep account information for as long as your account is open. After an account is closed we keep only what we need to meet legal, accounting and security obligations and to resolve disputes, and then delete or anonymise it. One-time codes and session tokens expire automatically; support tickets and transaction records are kept for as long as the law requires." },
    { h: "10. Security" },
    { p: "We protect your information with technical and organisational measures, including encrypted connections, hashed passwords, access tokens that expire and are refreshed, temporary blocking of log-in after five failed attempts, and access to personal information limited to staff who need it. No system is perfectly secure, so please choose a strong password, keep it private and tell us at once if you suspect misuse of your account." },
    { h: "11. Your rights" },
    { p: "Depending on where you live, you may have the right to access the personal information we hold about you, to correct it, to delete it, to restrict or object to certain processing, to receive a copy in a portable format, and to withdraw consent. You may also have the right to complain to a data-protection authority. To exercise these rights, open a support ticket from your member area; we will answer within the time the law requires and may need to verify your identity first." },
    { h: "12. Children" },
    { p: "The service is not directed at children under 16, and we do not knowingly collect personal information from them. If you believe a child has given us personal information, please contact us and we will delete it." },
    { h: "13. Changes to this policy" },
    { p: "We may update this policy from time to time. When we make significant changes we will tell members through an announcement or by e-mail before the changes take effect. The effective date at the top shows when the policy was last changed." },
    { h: "14. Contact" },
    { p: "If you have questions about this policy or about how we handle your personal information, please open a support ticket from the member area of the Interworld website, choosing the privacy topic. We answer in English, Chinese, Japanese, Korean and Russian." },
    { p: "\u00A9 Interworld. All rights reserved." }
  ]
}

const TERMS = {
  title: "Terms of Use",
  subject: "The terms that apply to Interworld members and visitors",
  blocks: [
    { p: "These Terms of Use (the \u201Cterms\u201D) govern your access to and use of the Interworld website, member area, virtual world, games, marketplace, advertising network, desktop client and related services (together, the \u201Cservice\u201D). Please read them carefully. By creating an account or using the service you agree to these terms and to our Privacy Policy. If you do not agree, do not use the service." },
    { h: "1. Eligibility and your account" },
    {
      ul: [
        "You must be at least 16 years old, or the age of digital consent where you live if higher, and able to enter into a binding agreement.",
        "You register with a phone number or e-mail address that you control. The information you give must be accurate and kept up to date.",
        "Each person may hold one member account unless we allow otherwise in writing. Your member ID and password are personal: keep them confidential and do not share or sell your account.",
        "You are responsible for everything done through your account. Tell us at once through a support ticket if you suspect unauthorised use."
      ]
    },
    { h: "2. The service" },
    { p: "Interworld is a virtual world organised as a map of land plots (PLOTs) on which members place buildings and take part in games and programmes. We continually develop the service, so features may be added, changed, limited to certain members or withdrawn. Some features are available only to members who meet stated conditions, for example owning a PLOT or holding an active package. We try to keep the service available at all times but do not promise that it will be uninterrupted or free of errors." },
    { h: "3. PLOTs, buildings and digital items" },
    {
      ul: [
        "PLOTs have unique coordinates and a level. Buildings occupy one or more PLOTs according to their size, from 1\u00D71 (one PLOT) to 5\u00D75 (25 PLOTs).",
        "Activated land must be kept active within the activation window stated in the service; inactive land may lose benefits that depend on activation.",
        "You may mint eligible PLOTs and buildings as NFTs to an external wallet you link and confirm. Once minted, the token is recorded on a public blockchain; we do not control external wallets or blockchains and cannot reverse a transfer.",
        "Unless and until an item is minted to your wallet, what you hold in the service is a personal, limited, revocable licence to use that item within Interworld, subject to these terms.",
        "Exchanges that upgrade or downgrade a building, and the placement or removal of buildings, follow the rules shown in the service at the time you confirm them."
      ]
    },
    { h: "4. Balances and virtual currencies" },
    {
      ul: [
        "The service uses balances such as ABEY (ordinary and bonus), ITW, experience tickets, AP points, system wallet funds, minerals, wood and game coins. One game coin equals 0.01 ABEY.",
        "Balances are not legal tender, bank deposits or investments, and do not earn interest. They may be used only as the service allows.",
        "Top-ups are subject to a minimum of 1, and a payment invoice is valid for five minutes. Experience tickets expire 180 days after purchase.",
        "We may correct balances that are wrong because of an error, fraud or abuse. Purchases are final except where the service or the law provides for a refund."
      ]
    },
    { h: "5. Community store and trades" },
    { p: "Members may list, buy and sell items in the community store and share assets with another member by member ID. A store fee, shown before you confirm, may be charged as a percentage of the sale. A trade or share is final once confirmed. You are responsible for checking what you buy, sell or share, and for any taxes that apply to you." },
    { h: "6. Games" },
    { p: "Gold Rush and Lumber Yard are played according to the rules shown in the service. For example, each dig uses three points of a shovel\u2019s durability and a shovel rusts by one point on each idle day; a tree grows by one point on each day it is watered and is ready after ten. Resources you win have no cash value except as the service expressly provides. Automating play, exploiting bugs or coordinating accounts to gain an unfair advantage is not allowed." },
    { h: "7. Advertising and AdNet" },
    {
      ul: [
        "Advertisers are responsible for their ads and must hold all rights to the content. Ads must be lawful, honest and suitable for a general audience.",
        "Every ad is reviewed before it is shown, and we may refuse, pause or remove an ad at our discretion. Authorisation to show ads on a building can take up to 48 hours.",
        "Ads are not displayed while an advertiser\u2019s balance is below 100 AdNet credits. Statistics update within about ten minutes and may be corrected.",
        "Building owners who opt in to AdNet agree to ads being shown on their buildings under the AdNet rules in force at the time."
      ]
    },
    { h: "8. Your content" },
    { p: "You keep ownership of the content you submit, such as support messages, uploaded files, photographs, ads and designs for custom avatars or 3D models. You grant Interworld a worldwide, non-exclusive, royalty-free licence to host, store, reproduce, display and adapt that content as needed to operate and promote the service. You confirm that you have the rights to grant this licence and that your content does not infringe anyone\u2019s rights. Images may be up to 5 MB each." },
    { h: "9. Acceptable use" },
    { p: "When using the service you must not:" },
    {
      ul: [
        "break the law, or post content that is illegal, hateful, harassing, sexually explicit, violent or misleading;",
        "use bots, scripts, cheats or exploits, or interfere with the service, its security or other members\u2019 use of it;",
        "try to access accounts, data or systems that are not yours, including by guessing passwords or one-time codes;",
        "create multiple accounts, or use referrals, programmes or rewards in ways they were not intended for;",
        "impersonate others, including Interworld staff, or misrepresent your connection with anyone;",
        "sell, rent or transfer your account, or trade items outside the service in breach of these terms."
      ]
    },
    { h: "10. Programmes and rewards" },
    { p: "The citizen programme, founders plan, revenue-sharing programme, Live2Earn and similar programmes have their own conditions, phases and eligibility rules, which are shown in the service and form part of these terms. For example, taking part in the points programme requires at least one activated, owned PLOT and a building. We may change or end a programme for the future; rewards already earned under the published rules will be honoured." },
    { h: "11. Governance" },
    { p: "Interworld uses a DAO for community governance, with one vote for each ITW token and at least 2,000 votes for each PLOT. The scope of votes and the way results are applied are described in the service. Access to governance features may be limited or disabled while they are being developed." },
    { h: "12. Suspension and termination" },
    { p: "You may stop using the service at any time. We may suspend or close an account, remove content or withhold rewards if we reasonably believe these terms have been broken, if required by law, or to protect members or the service. Where appropriate we will tell you why and give you a chance to respond. Sections that by their nature should survive termination, including those on content, disclaimers and liability, continue to apply." },
    { h: "13. Disclaimers" },
    { p: "The service is provided \u201Cas is\u201D and \u201Cas available\u201D. To the extent permitted by law we make no warranties, express or implied, including as to merchantability, fitness for a particular purpose or non-infringement. The value of digital items, tokens and balances can change and may fall to zero; nothing in the service is financial, investment or tax advice." },
    { h: "14. Limitation of liability" },
    { p: "To the extent permitted by law, Interworld is not liable for indirect, incidental, special or consequential damages, or for loss of profits, data or goodwill, and its total liability for any claim relating to the service is limited to the amount you paid us in the twelve months before the claim arose. Nothing in these terms limits liability that cannot be limited by law." },
    { h: "15. Changes to these terms" },
    { p: "We may update these terms. We will announce significant changes in the service or by e-mail before they take effect. If you keep using the service after the changes take effect, you accept the updated terms; if you do not agree, you may close your account." },
    { h: "16. Governing law and disputes" },
    { p: "These terms are governed by the laws of the place where the operator of Interworld is established, without regard to its conflict-of-law rules, and without depriving you of any protection given by the mandatory law of the country where you live. Please contact us first so that we can try to resolve any dispute informally." },
    { h: "17. Contact" },
    { p: "Questions about these terms can be sent through a support ticket from the member area of the Interworld website. Times shown in the service are in China Standard Time (CST) unless stated otherwise." },
    { p: "\u00A9 Interworld. All rights reserved." }
  ]
}

mkdirSync(OUT_DIR, { recursive: true })
for (const [file, doc] of [
  ["privacy-policy.pdf", PRIVACY],
  ["terms-of-use.pdf", TERMS]
]) {
  const { bytes, pages } = buildPdf(doc)
  writeFileSync(join(OUT_DIR, file), bytes)
  console.log(`${join("apps/web/public/legal", file)}: ${pages} pages, ${bytes.length} bytes`)
}
