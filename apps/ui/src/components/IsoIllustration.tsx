import { useMemo } from "react"
import { type IsoBlock, IsoScene, type IsoSceneData, type IsoTile } from "./IsoScene"

/** Named illustrations of Interworld, shared by the landing, information and coming-soon pages. */
export type IsoIllustrationName =
  | "city"
  | "island"
  | "citizenship"
  | "create"
  | "social"
  | "construction"
  | "goldRush"
  | "forest"
  | "racing"
  | "plaza"
  | "waterfront"
  | "desktop"

const GOLD = "#f5b83d"
const CYAN = "#5ad1ff"
const WARM = "#ffd27a"

const tree = (x: number, y: number, size = 1, color = "#2f8f5b"): Array<IsoBlock> => [
  { x: x + 0.4 * size, y: y + 0.4 * size, w: 0.2 * size, d: 0.2 * size, h: 0.6 * size, color: "#6b4a2b" },
  { x, y, z: 0.6 * size, w: size, d: size, h: 0.9 * size, color },
  { x: x + 0.2 * size, y: y + 0.2 * size, z: 1.5 * size, w: 0.6 * size, d: 0.6 * size, h: 0.5 * size, color: "#3fae6f" }
]

const person = (x: number, y: number, shirt: string, hair = "#2b1d14"): Array<IsoBlock> => [
  { x: x + 0.1, y: y + 0.1, w: 0.3, d: 0.3, h: 0.55, color: "#26304f" },
  { x, y, z: 0.55, w: 0.5, d: 0.5, h: 0.6, color: shirt },
  { x: x + 0.07, y: y + 0.07, z: 1.15, w: 0.36, d: 0.36, h: 0.36, color: "#f0c9a0" },
  { x: x + 0.05, y: y + 0.05, z: 1.51, w: 0.4, d: 0.4, h: 0.1, color: hair }
]

const car = (x: number, y: number, color: string, alongX = true): Array<IsoBlock> =>
  alongX
    ? [
        { x, y, z: 0.05, w: 1.4, d: 0.7, h: 0.35, color },
        { x: x + 0.4, y: y + 0.08, z: 0.4, w: 0.6, d: 0.54, h: 0.3, color: "#cfe9ff" }
      ]
    : [
        { x, y, z: 0.05, w: 0.7, d: 1.4, h: 0.35, color },
        { x: x + 0.08, y: y + 0.4, z: 0.4, w: 0.54, d: 0.6, h: 0.3, color: "#cfe9ff" }
      ]

const road = (x: number, y: number, w: number, d: number): IsoTile => ({ x, y, w, d, color: "#10162b" })

const SCENES: Record<IsoIllustrationName, () => IsoSceneData> = {
  city: () => ({
    slab: { w: 10, d: 10, depth: 0.8, color: "#1c2750", side: "#141c3a", grid: "rgba(90,209,255,0.18)" },
    tiles: [road(0, 4, 10, 1.2), road(6, 0, 1.2, 10), { x: 1, y: 6, w: 3, d: 3, color: GOLD, glow: true, opacity: 0.35 }],
    blocks: [
      { x: 0.5, y: 0.5, w: 2, d: 2, h: 6, color: "#34488a", windows: WARM },
      { x: 3.2, y: 0.6, w: 2, d: 1.6, h: 3, color: "#5566b0", windows: CYAN },
      ...tree(3.6, 2.6, 0.9),
      { x: 7.6, y: 0.5, w: 2, d: 3, h: 8, color: "#2d3f7c", windows: WARM },
      { x: 1.5, y: 6.5, w: 2, d: 2, h: 2, color: "#e0a43a", windows: "#fff4d6" },
      ...tree(4.6, 6.3, 0.8),
      ...tree(4.6, 8.3, 0.8),
      { x: 7.8, y: 5.8, w: 2, d: 2, h: 4, color: "#46609e", windows: WARM },
      { x: 7.8, y: 8.3, w: 1.5, d: 1.4, h: 2, color: "#6a7bc4", windows: CYAN },
      ...car(2, 4.25, "#ff6b6b"),
      ...car(6.25, 6.8, CYAN, false)
    ]
  }),
  island: () => ({
    slab: { w: 5, d: 5, depth: 1.6, color: "#2f7a52", side: "#6b4a2b", grid: "rgba(255,255,255,0.12)" },
    tiles: [{ x: 0.2, y: 0.2, w: 4.6, d: 4.6, color: GOLD, glow: true, opacity: 0.18 }],
    blocks: [
      { x: 1.2, y: 1.2, w: 2, d: 2, h: 3, color: "#e9e4d8", windows: "#5ad1ff" },
      { x: 1.4, y: 1.4, z: 3, w: 1.6, d: 1.6, h: 0.4, color: GOLD },
      ...tree(3.6, 0.4, 0.8),
      ...tree(0.3, 3.7, 0.7),
      { x: 2.05, y: 2.05, z: 5.2, w: 0.7, d: 0.7, h: 0.7, color: GOLD, float: true }
    ]
  }),
  citizenship: () => ({
    slab: { w: 4, d: 4, depth: 0.6, color: "#22305e", grid: "rgba(90,209,255,0.2)" },
    tiles: [{ x: 0.5, y: 0.5, w: 3, d: 3, color: GOLD, glow: true, opacity: 0.3 }],
    blocks: [
      { x: 0.9, y: 1.1, w: 2, d: 2, h: 2, color: "#5a6fc0", windows: WARM },
      { x: 1.1, y: 1.3, z: 2, w: 1.6, d: 1.6, h: 0.6, color: "#c9543f" },
      { x: 3.1, y: 0.7, w: 0.12, d: 0.12, h: 3.4, color: "#d8deef" },
      { x: 3.22, y: 0.7, z: 2.6, w: 0.08, d: 0.9, h: 0.7, color: GOLD }
    ]
  }),
  create: () => ({
    slab: { w: 4, d: 4, depth: 0.6, color: "#22305e", grid: "rgba(90,209,255,0.2)" },
    tiles: [{ x: 2.2, y: 2.2, w: 1, d: 1, color: CYAN, glow: true, opacity: 0.45 }],
    blocks: [
      { x: 0.4, y: 0.4, w: 2, d: 2, h: 1, color: "#3e8fc2" },
      { x: 0.4, y: 0.4, z: 1, w: 1, d: 1, h: 1, color: GOLD },
      { x: 1.4, y: 0.4, z: 1, w: 1, d: 1, h: 1, color: "#e06a9a" },
      { x: 0.4, y: 1.4, z: 1, w: 1, d: 1, h: 1, color: "#46d39a" },
      { x: 0.4, y: 0.4, z: 2, w: 1, d: 1, h: 1, color: "#8f7cf0" },
      { x: 2.2, y: 2.2, z: 2.2, w: 1, d: 1, h: 1, color: "#e06a9a", float: true }
    ]
  }),
  social: () => ({
    slab: { w: 4, d: 4, depth: 0.6, color: "#22305e", grid: "rgba(90,209,255,0.2)" },
    tiles: [{ x: 0.6, y: 0.6, w: 2.8, d: 2.8, color: "#2f3f78" }],
    blocks: [...tree(0.1, 0.1, 0.7), ...person(1.2, 1.6, CYAN), ...person(2.1, 1.1, GOLD, "#6a3b1c"), ...person(2.3, 2.3, "#e06a9a", "#1b1b1b")]
  }),
  construction: () => ({
    slab: { w: 6, d: 6, depth: 0.8, color: "#1c2750", side: "#141c3a", grid: "rgba(90,209,255,0.22)" },
    tiles: [{ x: 0.8, y: 1.6, w: 3.6, d: 3.6, color: GOLD, glow: true, opacity: 0.25 }],
    blocks: [
      { x: 1.2, y: 2, w: 3, d: 3, h: 2, color: "#4a5fa8", windows: WARM },
      { x: 1.2, y: 2, z: 2, w: 3, d: 3, h: 0.15, color: "#8a97c8" },
      { x: 1, y: 1.8, w: 0.12, d: 0.12, h: 3.6, color: "#c7ccd9" },
      { x: 4.3, y: 1.8, w: 0.12, d: 0.12, h: 3.6, color: "#c7ccd9" },
      { x: 4.3, y: 5.1, w: 0.12, d: 0.12, h: 3.6, color: "#c7ccd9" },
      { x: 1, y: 5.1, w: 0.12, d: 0.12, h: 3.6, color: "#c7ccd9" },
      { x: 1, y: 5.1, z: 3.3, w: 3.42, d: 0.12, h: 0.12, color: "#c7ccd9" },
      { x: 4.3, y: 1.8, z: 3.3, w: 0.12, d: 3.42, h: 0.12, color: "#c7ccd9" },
      { x: 5.1, y: 0.6, w: 0.35, d: 0.35, h: 7.4, color: GOLD },
      { x: 1.6, y: 0.6, z: 7.4, w: 4.6, d: 0.35, h: 0.35, color: GOLD },
      { x: 5.8, y: 0.5, z: 6.6, w: 0.6, d: 0.6, h: 0.8, color: "#7f8aa8" },
      { x: 2.14, y: 0.74, z: 5.5, w: 0.06, d: 0.06, h: 1.9, color: "#d8deef" },
      { x: 1.75, y: 0.35, z: 4.6, w: 0.85, d: 0.85, h: 0.85, color: CYAN, float: true },
      { x: 0.2, y: 5.3, w: 0.4, d: 0.4, h: 0.5, color: "#ff8a3d" },
      { x: 5.2, y: 5.2, w: 0.4, d: 0.4, h: 0.5, color: "#ff8a3d" }
    ]
  }),
  goldRush: () => ({
    slab: { w: 6, d: 6, depth: 1.2, color: "#5b4630", side: "#3f2f20", grid: "rgba(255,210,122,0.15)" },
    tiles: [{ x: 1.5, y: 1.5, w: 3, d: 3, color: "#3b2c1e" }],
    blocks: [
      { x: 1.9, y: 1.9, w: 0.8, d: 0.8, h: 0.6, color: GOLD, float: true },
      { x: 3.2, y: 2.1, w: 0.6, d: 0.6, h: 0.9, color: CYAN },
      { x: 2.2, y: 3.3, w: 0.7, d: 0.7, h: 0.5, color: "#b07cf0" },
      { x: 3.5, y: 3.4, w: 0.5, d: 0.5, h: 0.4, color: "#ff6b6b" },
      { x: 0.3, y: 4.6, w: 1.4, d: 0.9, h: 0.7, color: "#7a5a3c" },
      { x: 0.45, y: 4.7, z: 0.7, w: 1.1, d: 0.7, h: 0.25, color: GOLD },
      { x: 4.9, y: 0.6, w: 0.1, d: 0.1, h: 2.2, color: "#a57a4a" },
      { x: 4.75, y: 0.5, w: 0.4, d: 0.3, h: 0.5, color: "#c7ccd9" },
      ...tree(0.3, 0.3, 0.7, "#5e8f3a")
    ]
  }),
  forest: () => ({
    slab: { w: 6, d: 6, depth: 1, color: "#2c6b45", side: "#5a3e26", grid: "rgba(255,255,255,0.08)" },
    tiles: [{ x: 3.6, y: 3.6, w: 2, d: 2, color: "#7a5a3c" }],
    blocks: [
      ...tree(0.3, 0.3, 1.2),
      ...tree(2.1, 0.5, 0.9, "#3a9a62"),
      ...tree(4.2, 0.4, 1.1, "#27784b"),
      ...tree(0.5, 2.3, 0.9, "#27784b"),
      ...tree(2.3, 2.4, 1.1),
      ...tree(0.4, 4.3, 1, "#3a9a62"),
      ...tree(2.2, 4.5, 0.7),
      { x: 3.8, y: 3.9, w: 1.6, d: 0.45, h: 0.45, color: "#8b5e34" },
      { x: 3.8, y: 4.5, w: 1.6, d: 0.45, h: 0.45, color: "#8b5e34" },
      { x: 4, y: 4.2, z: 0.45, w: 1.5, d: 0.45, h: 0.45, color: "#a06d3f" },
      { x: 4.1, y: 5.2, w: 0.4, d: 0.4, h: 0.25, color: "#a06d3f" }
    ]
  }),
  racing: () => {
    const tiles: Array<IsoTile> = [
      road(0.5, 0.5, 6, 1.2),
      road(0.5, 5.3, 6, 1.2),
      road(0.5, 1.7, 1.2, 3.6),
      road(5.3, 1.7, 1.2, 3.6),
      { x: 2, y: 2, w: 3, d: 3, color: "#2c6b45" }
    ]
    for (let i = 0; i < 6; i++) tiles.push({ x: 0.5 + i, y: 1.7, w: 1, d: 0.15, color: i % 2 ? "#ffffff" : "#ff6b6b" })
    for (let i = 0; i < 6; i++) tiles.push({ x: 0.5 + i, y: 0.35, w: 1, d: 0.15, color: i % 2 ? "#ffffff" : "#ff6b6b" })
    tiles.push({ x: 3.2, y: 0.5, w: 0.2, d: 1.2, color: "#ffffff" })
    return {
      slab: { w: 7, d: 7, depth: 0.7, color: "#1f3b2c", side: "#152a1f" },
      tiles,
      blocks: [...car(1.2, 0.75, "#ff6b6b"), ...car(4, 0.75, CYAN), ...car(5.55, 3, GOLD, false), ...tree(3, 3, 0.9)]
    }
  },
  plaza: () => ({
    slab: { w: 7, d: 6, depth: 0.7, color: "#23305c", side: "#172043", grid: "rgba(90,209,255,0.14)" },
    tiles: [{ x: 1, y: 2.5, w: 5, d: 3, color: "#2f3f78" }],
    blocks: [
      { x: 0.8, y: 0.5, w: 5.4, d: 1.2, h: 0.5, color: "#3b4a85" },
      { x: 1.8, y: 0.6, z: 0.5, w: 3.4, d: 0.2, h: 2.4, color: "#1d2440" },
      { x: 1.9, y: 0.8, z: 0.7, w: 3.2, d: 0.02, h: 2, color: CYAN, opacity: 0.85 },
      ...person(1.6, 3, GOLD),
      ...person(2.6, 3.4, "#e06a9a", "#1b1b1b"),
      ...person(3.8, 3.1, CYAN),
      ...person(4.7, 3.7, "#46d39a", "#6a3b1c"),
      ...person(3.1, 4.5, "#8f7cf0"),
      ...tree(0.1, 4.8, 0.8),
      ...tree(6, 4.6, 0.8)
    ]
  }),
  waterfront: () => ({
    slab: { w: 7, d: 6, depth: 0.8, color: "#2a3a6a", side: "#1a2548" },
    tiles: [
      { x: 3.5, y: 0, w: 3.5, d: 6, color: "#1a4f86" },
      { x: 3.5, y: 2.4, w: 2.4, d: 0.8, color: "#8b5e34" }
    ],
    blocks: [
      { x: 0.5, y: 0.5, w: 2, d: 2, h: 5, color: "#3b4f8f", windows: WARM },
      { x: 0.6, y: 3.3, w: 1.8, d: 2.2, h: 3, color: "#5566b0", windows: CYAN },
      ...tree(2.7, 0.3, 0.6),
      ...tree(2.7, 4.9, 0.6),
      { x: 4.3, y: 4.2, w: 1.6, d: 0.7, h: 0.35, color: "#f2f2f2" },
      { x: 4.7, y: 4.3, z: 0.35, w: 0.6, d: 0.5, h: 0.35, color: "#cfe9ff" },
      { x: 5, y: 0.8, w: 0.9, d: 0.5, h: 0.3, color: GOLD }
    ]
  }),
  desktop: () => ({
    slab: { w: 5, d: 4, depth: 0.3, color: "#2a355e", side: "#1c2546" },
    blocks: [
      { x: 2.2, y: 1.6, w: 0.6, d: 0.6, h: 0.9, color: "#525e86" },
      { x: 1.5, y: 1.6, w: 2, d: 0.9, h: 0.1, color: "#525e86" },
      { x: 0.6, y: 1.9, z: 0.9, w: 3.8, d: 0.25, h: 2.4, color: "#1d2440" },
      { x: 0.75, y: 2.16, z: 1.05, w: 3.5, d: 0.01, h: 2.1, color: CYAN, opacity: 0.9 },
      { x: 1.2, y: 2.8, w: 2.6, d: 0.8, h: 0.12, color: "#8a97c8" }
    ]
  })
}

/** A named illustration; decorative (hidden from assistive technology) unless `label` is given. */
export const IsoIllustration = ({ name, label, className }: { readonly name: IsoIllustrationName; readonly label?: string; readonly className?: string }) => {
  const scene = useMemo(() => SCENES[name](), [name])
  return <IsoScene scene={scene} label={label} className={className} />
}
