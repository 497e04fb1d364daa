import { type ContentDraft, type ContentKind, ContentRepository, HtmlSanitizer, type Translations } from "@iw/core"
import { Effect } from "effect"

type Six = Record<"en" | "cn" | "tc" | "jp" | "kr" | "ru", [string, string] | [string, string, string]>

/** Title, body and, for events, where it is: each in six languages. */
const tr = (six: Six): Translations =>
  Object.fromEntries(Object.entries(six).map(([l, [title, body, location]]) => [l, location === undefined ? { title, body } : { title, body, location }])) as unknown as Translations

const DAY = 86_400_000

/** A fresh install's announcements, events and tutorials, in all six languages. */
const demo = (now: Date): ReadonlyArray<[ContentKind, Partial<ContentDraft> & { translations: Translations }]> => [
  [
    "announcement",
    {
      pinned: true,
      public: true,
      publishedAt: new Date(now.getTime() - 2 * DAY),
      translations: tr({
        en: ["Welcome to Interworld", "<p>The world map is open. <strong>Buy your first PLOT</strong>, build on it and join the games.</p>"],
        cn: ["欢迎来到 Interworld", "<p>世界地图已开放。<strong>购买你的第一块 PLOT</strong>，在上面建造并参与游戏。</p>"],
        tc: ["歡迎來到 Interworld", "<p>世界地圖已開放。<strong>購買你的第一塊 PLOT</strong>，在上面建造並參與遊戲。</p>"],
        jp: ["Interworld へようこそ", "<p>ワールドマップが公開されました。<strong>最初の PLOT を購入</strong>して、建物を建て、ゲームに参加しましょう。</p>"],
        kr: ["Interworld에 오신 것을 환영합니다", "<p>월드 맵이 열렸습니다. <strong>첫 PLOT을 구매</strong>하고 건물을 지으며 게임에 참여하세요.</p>"],
        ru: ["Добро пожаловать в Interworld", "<p>Карта мира открыта. <strong>Купите свой первый PLOT</strong>, стройте на нём и участвуйте в играх.</p>"]
      })
    }
  ],
  [
    "announcement",
    {
      public: true,
      publishedAt: new Date(now.getTime() - DAY),
      translations: tr({
        en: ["Support desk in six languages", "<p>Open a ticket from <em>Support</em>; our team answers in your language.</p>"],
        cn: ["六种语言的客服中心", "<p>在<em>支持</em>中提交工单，我们的团队会用你的语言回复。</p>"],
        tc: ["六種語言的客服中心", "<p>在<em>支援</em>中提交工單，我們的團隊會用你的語言回覆。</p>"],
        jp: ["6 言語のサポート窓口", "<p><em>サポート</em>からチケットを送ってください。チームがあなたの言語でお答えします。</p>"],
        kr: ["6개 언어 고객 지원", "<p><em>지원</em>에서 티켓을 보내 주세요. 팀이 여러분의 언어로 답변합니다.</p>"],
        ru: ["Поддержка на шести языках", "<p>Создайте обращение в разделе <em>Поддержка</em> — команда ответит на вашем языке.</p>"]
      })
    }
  ],
  [
    "announcement",
    {
      publishedAt: new Date(now.getTime() - 3 * DAY),
      translations: tr({
        en: ["Scheduled maintenance", "<p>The world will be read-only on Sunday from 02:00 to 03:00 CST.</p>"],
        cn: ["计划维护", "<p>周日 02:00 至 03:00（CST）期间世界将为只读状态。</p>"],
        tc: ["計畫維護", "<p>週日 02:00 至 03:00（CST）期間世界將為唯讀狀態。</p>"],
        jp: ["定期メンテナンス", "<p>日曜日の 02:00〜03:00（CST）はワールドが読み取り専用になります。</p>"],
        kr: ["정기 점검", "<p>일요일 02:00~03:00(CST) 동안 월드는 읽기 전용이 됩니다.</p>"],
        ru: ["Плановые работы", "<p>В воскресенье с 02:00 до 03:00 (CST) мир будет доступен только для чтения.</p>"]
      })
    }
  ],
  [
    "event",
    {
      publishedAt: new Date(now.getTime() - DAY),
      startsAt: new Date(now.getTime() + 7 * DAY),
      endsAt: new Date(now.getTime() + 7 * DAY + 2 * 3_600_000),
      location: "Central Plaza",
      translations: tr({
        en: ["Gold Rush tournament", "<p>Dig for a week; the top ten miners win diamonds.</p>", "Central Plaza"],
        cn: ["淘金热锦标赛", "<p>挖掘一周，前十名矿工将赢得钻石。</p>", "中央广场"],
        tc: ["淘金熱錦標賽", "<p>挖掘一週，前十名礦工將贏得鑽石。</p>", "中央廣場"],
        jp: ["ゴールドラッシュ大会", "<p>1 週間掘り続けましょう。上位 10 名にダイヤモンドを贈ります。</p>", "セントラルプラザ"],
        kr: ["골드 러시 토너먼트", "<p>일주일 동안 채굴하세요. 상위 10명의 광부가 다이아몬드를 받습니다.</p>", "센트럴 플라자"],
        ru: ["Турнир Gold Rush", "<p>Копайте неделю — десять лучших старателей получат алмазы.</p>", "Центральная площадь"]
      })
    }
  ],
  [
    "event",
    {
      publishedAt: new Date(now.getTime() - 2 * DAY),
      startsAt: new Date(now.getTime() + 14 * DAY),
      endsAt: null,
      location: "Lumber Yard",
      translations: tr({
        en: ["Tree planting day", "<p>Plant a seed and get a bonus watering can.</p>", "Lumber Yard"],
        cn: ["植树日", "<p>种下一颗种子，获赠额外的浇水壶。</p>", "伐木场"],
        tc: ["植樹日", "<p>種下一顆種子，獲贈額外的澆水壺。</p>", "伐木場"],
        jp: ["植樹の日", "<p>種を植えるとボーナスのじょうろがもらえます。</p>", "ランバーヤード"],
        kr: ["나무 심는 날", "<p>씨앗을 심으면 보너스 물뿌리개를 드립니다.</p>", "목재소"],
        ru: ["День посадки деревьев", "<p>Посадите семя и получите дополнительную лейку.</p>", "Лесопилка"]
      })
    }
  ],
  [
    "event",
    {
      publishedAt: new Date(now.getTime() - 4 * DAY),
      startsAt: new Date(now.getTime() + 21 * DAY),
      endsAt: new Date(now.getTime() + 21 * DAY + 3 * 3_600_000),
      location: "Harbor District",
      translations: tr({
        en: ["Builders' showcase", "<p>Show your best building; visitors vote for the most creative design.</p>", "Harbor District"],
        cn: ["建造者展示会", "<p>展示你最好的建筑，访客将投票选出最具创意的设计。</p>", "港湾区"],
        tc: ["建造者展示會", "<p>展示你最好的建築，訪客將投票選出最具創意的設計。</p>", "港灣區"],
        jp: ["ビルダーズ・ショーケース", "<p>自慢の建物を披露しましょう。来場者が最も独創的なデザインに投票します。</p>", "ハーバー地区"],
        kr: ["빌더 쇼케이스", "<p>최고의 건물을 선보이세요. 방문자들이 가장 창의적인 디자인에 투표합니다.</p>", "하버 지구"],
        ru: ["Выставка строителей", "<p>Покажите своё лучшее здание — посетители выберут самый оригинальный проект.</p>", "Гаванский район"]
      })
    }
  ],
  [
    "tutorial",
    {
      sort: 1,
      translations: tr({
        en: ["Buying your first PLOT", "<ol><li>Open the map.</li><li>Select a plot for sale.</li><li>Confirm the purchase.</li></ol>"],
        cn: ["购买你的第一块 PLOT", "<ol><li>打开地图。</li><li>选择一块在售的地块。</li><li>确认购买。</li></ol>"],
        tc: ["購買你的第一塊 PLOT", "<ol><li>開啟地圖。</li><li>選擇一塊出售中的地塊。</li><li>確認購買。</li></ol>"],
        jp: ["最初の PLOT を買う", "<ol><li>マップを開きます。</li><li>販売中の区画を選びます。</li><li>購入を確定します。</li></ol>"],
        kr: ["첫 PLOT 구매하기", "<ol><li>지도를 엽니다.</li><li>판매 중인 땅을 선택합니다.</li><li>구매를 확정합니다.</li></ol>"],
        ru: ["Покупка первого PLOT", "<ol><li>Откройте карту.</li><li>Выберите участок в продаже.</li><li>Подтвердите покупку.</li></ol>"]
      })
    }
  ],
  [
    "tutorial",
    {
      sort: 2,
      translations: tr({
        en: ["Topping up ABEY", "<p>Open the ABEY balance in the header and choose <strong>Top up</strong>.</p>"],
        cn: ["为 ABEY 充值", "<p>打开页眉中的 ABEY 余额，选择<strong>充值</strong>。</p>"],
        tc: ["為 ABEY 儲值", "<p>開啟頁首中的 ABEY 餘額，選擇<strong>儲值</strong>。</p>"],
        jp: ["ABEY をチャージする", "<p>ヘッダーの ABEY 残高を開き、<strong>チャージ</strong>を選びます。</p>"],
        kr: ["ABEY 충전하기", "<p>헤더의 ABEY 잔액을 열고 <strong>충전</strong>을 선택하세요.</p>"],
        ru: ["Пополнение ABEY", "<p>Откройте баланс ABEY в шапке и выберите <strong>Пополнить</strong>.</p>"]
      })
    }
  ],
  [
    "tutorial",
    {
      sort: 3,
      translations: tr({
        en: ["Asking for help", "<p>Choose <strong>Support</strong>, then <em>New ticket</em>. Describe the problem and attach a screenshot if you can.</p>"],
        cn: ["寻求帮助", "<p>选择<strong>客服支持</strong>，然后点击<em>新建工单</em>。描述问题，如有可能请附上截图。</p>"],
        tc: ["尋求協助", "<p>選擇<strong>客服支援</strong>，然後點選<em>新增工單</em>。描述問題，如有可能請附上截圖。</p>"],
        jp: ["ヘルプを求める", "<p><strong>サポート</strong>を選び、<em>新しいチケット</em>を押します。問題を説明し、可能であればスクリーンショットを添付してください。</p>"],
        kr: ["도움 요청하기", "<p><strong>고객 지원</strong>을 선택한 다음 <em>새 티켓</em>을 누르세요. 문제를 설명하고 가능하면 스크린샷을 첨부하세요.</p>"],
        ru: ["Как получить помощь", "<p>Выберите <strong>Поддержка</strong>, затем <em>Новое обращение</em>. Опишите проблему и, если можно, приложите снимок экрана.</p>"]
      })
    }
  ]
]

/** Seeds the demo content once, on an empty database. */
export const seedContent = Effect.gen(function* () {
  const repo = yield* ContentRepository
  const sanitizer = yield* HtmlSanitizer
  if ((yield* repo.list({ kind: "announcement", limit: 1, offset: 0 })).total > 0) return
  const now = new Date()
  for (const [kind, d] of demo(now)) {
    const translations = {} as Record<string, { title: string; body: string; location?: string }>
    for (const [l, t] of Object.entries(d.translations)) translations[l] = { ...t, body: yield* sanitizer.clean(t.body) }
    const draft: ContentDraft = {
      translations: translations as unknown as Translations,
      pinned: d.pinned ?? false,
      public: d.public ?? false,
      published: true,
      publishedAt: d.publishedAt ?? now,
      startsAt: d.startsAt ?? null,
      endsAt: d.endsAt ?? null,
      location: d.location ?? null,
      sort: d.sort ?? 0
    }
    yield* repo.save(kind, null, draft, { staffId: null }, now)
  }
})
