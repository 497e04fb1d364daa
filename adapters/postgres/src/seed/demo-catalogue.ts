/**
 * The ticket packages a fresh install sells, in the six languages (staff change them at /staff/product-registration).
 * The seed creates them; migration 0080 gives installs that were seeded in English only the other languages.
 */
export const DEMO_PRODUCTS = [
  {
    name: "Starter pack",
    description: "10 experience tickets",
    tickets: 10n,
    priceCents: 1000n,
    sort: 1,
    translations: {
      cn: { name: "入门包", description: "10 张体验券" },
      tc: { name: "入門包", description: "10 張體驗券" },
      jp: { name: "スターターパック", description: "体験チケット 10 枚" },
      kr: { name: "스타터 팩", description: "체험 티켓 10장" },
      ru: { name: "Стартовый набор", description: "10 билетов впечатлений" }
    }
  },
  {
    name: "Explorer pack",
    description: "50 experience tickets",
    tickets: 50n,
    priceCents: 4500n,
    sort: 2,
    translations: {
      cn: { name: "探索者包", description: "50 张体验券" },
      tc: { name: "探索者包", description: "50 張體驗券" },
      jp: { name: "エクスプローラーパック", description: "体験チケット 50 枚" },
      kr: { name: "탐험가 팩", description: "체험 티켓 50장" },
      ru: { name: "Набор исследователя", description: "50 билетов впечатлений" }
    }
  },
  {
    name: "Builder pack",
    description: "200 experience tickets (enough for a custom avatar)",
    tickets: 200n,
    priceCents: 16000n,
    sort: 3,
    translations: {
      cn: { name: "建造者包", description: "200 张体验券（足够定制一个头像）" },
      tc: { name: "建造者包", description: "200 張體驗券（足夠訂製一個頭像）" },
      jp: { name: "ビルダーパック", description: "体験チケット 200 枚（カスタムアバター 1 体分）" },
      kr: { name: "빌더 팩", description: "체험 티켓 200장 (맞춤 아바타 1개에 충분)" },
      ru: { name: "Набор строителя", description: "200 билетов впечатлений (хватит на собственный аватар)" }
    }
  },
  {
    name: "Creator pack",
    description: "500 experience tickets (enough for a custom 3D model)",
    tickets: 500n,
    priceCents: 37500n,
    sort: 4,
    translations: {
      cn: { name: "创作者包", description: "500 张体验券（足够定制一个 3D 模型）" },
      tc: { name: "創作者包", description: "500 張體驗券（足夠訂製一個 3D 模型）" },
      jp: { name: "クリエイターパック", description: "体験チケット 500 枚（カスタム 3D モデル 1 体分）" },
      kr: { name: "크리에이터 팩", description: "체험 티켓 500장 (맞춤 3D 모델 1개에 충분)" },
      ru: { name: "Набор создателя", description: "500 билетов впечатлений (хватит на собственную 3D-модель)" }
    }
  }
] as const

/** The demo world's districts, named in the six languages (the seed lays them out; migration 0081 names old ones). */
export const DEMO_DISTRICTS = [
  { name: "Genesis", translations: { cn: "创世区", tc: "創世區", jp: "ジェネシス", kr: "제네시스", ru: "Генезис" } },
  { name: "Harbor", translations: { cn: "港湾区", tc: "港灣區", jp: "ハーバー", kr: "하버", ru: "Гавань" } },
  { name: "Highlands", translations: { cn: "高地区", tc: "高地區", jp: "ハイランド", kr: "하이랜드", ru: "Нагорье" } },
  { name: "Market", translations: { cn: "集市区", tc: "市集區", jp: "マーケット", kr: "마켓", ru: "Рынок" } },
  { name: "Forest", translations: { cn: "森林区", tc: "森林區", jp: "フォレスト", kr: "포레스트", ru: "Лес" } },
  { name: "Lakeside", translations: { cn: "湖畔区", tc: "湖畔區", jp: "レイクサイド", kr: "레이크사이드", ru: "Озёрный край" } }
] as const
