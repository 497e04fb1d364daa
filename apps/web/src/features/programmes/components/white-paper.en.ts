/**
 * The White Paper's text. It is published in English only; the page says so in the reader's language
 * (`programmes.whitePaper.languageNote`, six languages) and marks the document `lang="en"` for screen readers.
 * Its rules are the product's own: the numbers here are the spec's (§1, §5, §6, §9) and the programmes' (README).
 */
export const WHITE_PAPER: ReadonlyArray<{ readonly id: string; readonly title: string; readonly paragraphs: ReadonlyArray<string> }> = [
  {
    id: "world",
    title: "1. The world",
    paragraphs: [
      "Interworld is a virtual world laid out as a map of land PLOTs. Each PLOT has unique x,y coordinates and a level; districts group PLOTs, and roads run between them. The world opened on 2022-03-10 at 08:55 CST.",
      "Members register by phone or e-mail, buy PLOTs on the map and may mint them as NFTs to their own linked wallet. Every time the product shows is in CST (UTC−6)."
    ]
  },
  {
    id: "land",
    title: "2. Land and activation",
    paragraphs: [
      "A PLOT is activated by its owner for 360 days at a time. Activation is what makes land productive: buildings can be bought only by members who own a PLOT activated within the last 360 days, and the points programmes count activated PLOTs only.",
      "From phase 2 (2022-09-01 08:00 CST) a level 4 PLOT can be activated only when its owner already has at least two activated PLOTs side by side."
    ]
  },
  {
    id: "buildings",
    title: "3. Buildings",
    paragraphs: [
      "Buildings come in sizes 1x1, 2x1, 2x2, 3x3, 4x4 and 5x5 and cover 1, 2, 4, 9, 16 and 25 PLOTs. A member's buildings may never exceed their PLOTs in size. Buildings can be placed, removed, exchanged for a larger or smaller one, and minted as NFTs.",
      "Building owners may let AdNet show ads on their buildings."
    ]
  },
  {
    id: "economy",
    title: "4. The economy",
    paragraphs: [
      "Members hold ABEY (ordinary and bonus), ITW, experience tickets, AP points, minerals, wood and game coins. One game coin is worth 0.01 ABEY. Every amount is exact and moves only through one double-entry ledger, so the platform can always show where each unit came from.",
      "Experience tickets expire 180 days after purchase. AP points accumulate over the last 360 days, counted from 2024-01-01."
    ]
  },
  {
    id: "games",
    title: "5. Games",
    paragraphs: [
      "In Gold Rush members dig their PLOTs for iron, silver, gold, platinum and diamond with a shovel that wears with use and rusts when idle. In Lumber Yard they plant seeds, water them once a day for ten days and harvest wood. Minerals and wood are redeemed or used in the community store."
    ]
  },
  {
    id: "programmes",
    title: "6. The points programmes",
    paragraphs: [
      "The citizen programme is for members who hold land and build on it: at least one activated PLOT they own and one building. Phase 3 (from 2023-01-01 CST) asks for 2 activated PLOTs and phase 4 (from 2024-01-01 CST) for 3.",
      "The founders plan recognises the first members: those who bought one of the founder packages (products 1 to 4) before it closed when phase 3 began.",
      "Revenue sharing pays qualifying members every CST day since 2023-01-01: 10% of the ABEY the platform earned that day is split equally among the members who qualify at the day's end. A share reads \"calculation in progress\" until it is paid through the ledger.",
      "Package perks: a purchase of $1,000 gives 180 days of Gold, $2,000 gives 360 days of Gold, and $5,000 or $10,000 give 360 days of Platinum, each with a 90-day PSV exemption."
    ]
  },
  {
    id: "governance",
    title: "7. Governance",
    paragraphs: [
      "The Interworld DAO decides on proposals. A member's voting power is one vote per whole ITW token held, and never less than 2,000 votes per PLOT owned. Each member votes once per proposal, while it is open; a proposal passes when yes outweighs no at its close.",
      "A Security Advisory Board of five members watches over the DAO's security. The DAO opens to members step by step."
    ]
  },
  {
    id: "safety",
    title: "8. Safety and fairness",
    paragraphs: [
      "Payments, payouts and votes are idempotent: a request repeated or run by two servers at once counts once. Staff actions are written to an audit log. Members' data is shown only to them and to the staff who serve them."
    ]
  }
]
