/**
 * The pages' words in English and Traditional Chinese. Game terms in Chinese are the ones the
 * players' own rule summaries use (XCOM: 威脅值, 科學家, 攔截機, 外星骰; ASL: 士氣, 長官, 潰逃,
 * 集結; Batman: 心腹, 蝙蝠俠, 戰鬥值). A field or outcome with no entry is shown by its API name,
 * spelled out as the charts spell it (src/charts/format.ts `words`: "panicTrackEnd" -> "Panic
 * track end"). The API's answers and document stay English.
 */
import { words as fieldWords } from '../charts/format.js';

export const LANGS = ['en', 'zh-TW'] as const;
export type Lang = (typeof LANGS)[number];

/** The page's language: `lang` of the address when it names one, else the Accept-Language header. */
export function langOf(param: unknown, acceptLanguage: string | undefined): Lang {
  if (param === 'zh-TW' || param === 'en') return param;
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((r) => {
      const [tag, ...params] = r.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag ?? '', q: q === undefined ? 1 : Number(q.slice(2)) || 0 };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranges) {
    if (tag.startsWith('zh')) return 'zh-TW';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

/** The interface's own sentences. */
const UI = {
  en: {
    title: 'Board game odds',
    tagline:
      'The odds of your next roll, for three strategy board games: pick a question, fill in the table as it stands, read the chances.',
    version: 'Version',
    programmers: 'For programmers: every question is also a JSON API, described at',
    typedClient: 'and a typed TypeScript client in clients/typescript.',
    ask: 'Work out the odds',
    example: 'Try the example',
    reset: 'Empty form',
    answer: 'The answer',
    question: 'The question',
    chances: 'Chances',
    expectations: 'On average',
    distributions: 'How many',
    outcome: 'Outcome',
    chance: 'Chance',
    exact: 'Exact',
    interval: 'Interval',
    mean: 'Mean',
    value: 'Value',
    exactAnswer: 'Exact answer: every sequence of dice counted.',
    sampledAnswer: (trials: string, seed: string, conf: string) =>
      `Sampled: ${trials} games played with seed ${seed}; the interval holds the true chance with ${conf} confidence.`,
    overlap: 'These outcomes can happen together: their chances overlap and need not add up to 100%.',
    chart: 'Chart of this answer',
    share: 'Share',
    copyLink: 'Copy link',
    copied: 'Copied',
    linkLabel: 'Link to this page',
    embed: 'Chart as an image',
    curl: 'The same question from a terminal',
    errorsTitle: 'There is a problem',
    fieldError: 'Check this field',
    optional: 'optional',
    default: 'default',
    defaultIs: (v: string) => `If left empty: ${v}.`,
    bounds: (min: string, max: string) => `From ${min} to ${max}.`,
    add: 'Add',
    remove: 'Remove',
    item: 'No.',
    yes: 'Yes',
    no: 'No',
    unset: '(default)',
    jsonHint: 'Written as JSON, as the API takes it.',
    language: 'Language',
    home: 'All questions',
    apiDocs: 'API documentation',
    notFound: 'There is no such page.',
    moreDetails: 'The whole answer',
    bestMove: 'Best first move',
    bestValue: 'Best play',
    defaultValue: 'Your usual play',
    gain: 'Gain',
    policy: 'When to stop',
    plans: 'Best placements',
    ownPlan: 'Your own placement',
    placement: 'Placement',
    vsBest: 'Against the best',
    paddedNote: (n: string) =>
      `${n} placements that only add units to a placement above them, for no gain, are not listed (the API's includePadded lists them).`,
    rank: 'Rank',
    roll: 'Roll the dice.',
    stop: 'Stop now.',
    progress: 'Working',
    cancel: 'Cancel',
    cancelled: 'Cancelled.',
    live: 'Update as I change the form',
    games: 'Games',
    failed: 'The question could not be answered',
    more: 'More fields',
    commas: 'Separated by commas.',
    useCount: 'Count them instead',
    useList: 'List them one by one, with skill icons',
  },
  'zh-TW': {
    title: '桌遊機率',
    tagline: '三款策略桌遊下一次擲骰的機率：選一個問題，照桌上的局面填好，看看機率。',
    version: '版本',
    programmers: '給程式設計師：每個問題也是一個 JSON API，說明在',
    typedClient: '，另有 TypeScript 型別客戶端（clients/typescript）。',
    ask: '計算機率',
    example: '試試範例',
    reset: '清空表單',
    answer: '答案',
    question: '問題',
    chances: '機率',
    expectations: '平均',
    distributions: '分布',
    outcome: '結果',
    chance: '機率',
    exact: '精確值',
    interval: '信賴區間',
    mean: '平均',
    value: '值',
    exactAnswer: '精確答案：所有擲骰結果皆已計入。',
    sampledAnswer: (trials: string, seed: string, conf: string) =>
      `抽樣估計：以種子 ${seed} 模擬 ${trials} 局；區間以 ${conf} 的信心包含真實機率。`,
    overlap: '這些結果可能同時發生：機率互相重疊，加總不必是 100%。',
    chart: '此答案的圖表',
    share: '分享',
    copyLink: '複製連結',
    copied: '已複製',
    linkLabel: '本頁連結',
    embed: '圖表（圖片）',
    curl: '在終端機問同一個問題',
    errorsTitle: '有欄位需要修正',
    fieldError: '請檢查此欄位',
    optional: '選填',
    default: '預設',
    defaultIs: (v: string) => `留空時：${v}。`,
    bounds: (min: string, max: string) => `從 ${min} 到 ${max}。`,
    add: '新增',
    remove: '移除',
    item: '第',
    yes: '是',
    no: '否',
    unset: '（預設）',
    jsonHint: '以 JSON 填寫，與 API 相同。',
    language: '語言',
    home: '所有問題',
    apiDocs: 'API 文件',
    notFound: '沒有這個頁面。',
    moreDetails: '完整答案',
    bestMove: '最佳第一步',
    bestValue: '最佳打法',
    defaultValue: '一般打法',
    gain: '增益',
    policy: '何時停手',
    plans: '最佳配置',
    ownPlan: '你的配置',
    placement: '配置',
    vsBest: '與最佳相差',
    paddedNote: (n: string) => `另有 ${n} 個配置只是在上方某個配置外多放單位、卻毫無增益，未列出（API 的 includePadded 可列出）。`,
    rank: '名次',
    roll: '繼續擲骰。',
    stop: '現在停手。',
    progress: '計算中',
    cancel: '取消',
    cancelled: '已取消。',
    live: '修改表單時即時更新',
    games: '遊戲',
    failed: '無法回答這個問題',
    more: '更多欄位',
    commas: '以逗號分隔。',
    useCount: '改用數量',
    useList: '逐一列出（含技能符號）',
  },
} as const;

export type Words = (typeof UI)['en'];
export function words(lang: Lang): Words {
  return UI[lang] as unknown as Words;
}

/**
 * The method a page asks when its address names none: exact where the endpoint can answer so
 * within its bounds, else sampled (docs/pages.md, "Exact by default").
 */
export const PAGE_METHOD = 'exact-else-monte-carlo';

/** Game terms: field names, outcome names, enum values, games and questions. */
const TERMS_ZH: Record<string, string> = {
  batman: '蝙蝠俠',
  enemy: '敵人卡',
  villainSide: '反派',
  // XCOM
  scientists: '科學家',
  cost: '研究成本',
  progress: '已放標記',
  bonusDice: '額外骰數',
  threat: '威脅值',
  threatCap: '威脅值上限',
  policy: '停手規則',
  stopAtThreat: '威脅值到此停手',
  maxRolls: '最多擲骰次數',
  die: '骰子',
  sides: '外星骰面數',
  successes: 'XCOM 骰成功面數',
  satellites: '衛星',
  ufos: 'UFO',
  interceptors: '攔截機',
  continents: '各洲',
  panic: '恐慌度',
  panicTrackEnd: '恐慌軌終點',
  money: '金錢',
  soldiers: '士兵',
  enemies: '敵人',
  hp: '血量',
  skills: '技能符號',
  special: '特殊技能',
  elite: '菁英',
  missions: '任務',
  tasks: '任務檢定',
  task: '檢定',
  markers: '成功標記',
  base: '基地',
  damage: '基地損傷',
  redSpace: '紅色格子',
  research: '研究',
  orbit: '軌道',
  orbital: '軌道防禦',
  global: '全球防禦',
  upkeep: '維持費',
  tieBreak: '同分順序',
  pool: '可配置單位',
  objective: '目標',
  secondObjective: '次要目標',
  direction: '方向',
  unitPrice: '單位代價',
  policyRows: '規則列數',
  top: '列出前幾名',
  limits: '限制',
  maxInterceptorsPerContinent: '每洲最多攔截機',
  noInterceptors: '不放攔截機的洲',
  template: '新士兵樣板',
  play: '打法',
  completed: '研發完成',
  exhausted: '科學家耗用',
  cleared: '清空 UFO',
  allCleared: '全部清空',
  anyInterceptorsLost: '有攔截機損失',
  interceptorsLost: '攔截機損失',
  satellitesExhausted: '衛星耗用',
  scientistsExhausted: '科學家耗用',
  ufosLeft: '剩下的 UFO',
  allDestroyed: '敵人全滅',
  anySoldierLost: '有士兵陣亡',
  soldiersLost: '陣亡士兵',
  soldiersKilled: '陣亡士兵',
  baseDamage: '基地損傷',
  baseDamageAfter: '戰後基地損傷',
  redSpaceReached: '到達紅色格子',
  allCompleted: '全部完成',
  allMissionsCompleted: '任務全部完成',
  allResearchCompleted: '研究全部完成',
  anyContinentAtTrackEnd: '有洲到達恐慌軌終點',
  continentsAtTrackEnd: '到達終點的洲數',
  tasksDone: '完成的檢定',
  rolls: '擲骰次數',
  shortfall: '赤字',
  paid: '已付',
  moneyLeft: '剩餘金錢',
  advances: '恐慌推進',
  unabsorbed: '未吸收的赤字',
  target: '目標機率',
  // ASL
  morale: '士氣值',
  brokenMorale: '潰散面士氣值',
  broken: '潰散',
  check: '檢定種類',
  modifier: '檢定修正（如 2MC 的 2）',
  leadership: '長官領導修正',
  leader: '長官',
  leaders: '長官',
  drm: '其他 DRM',
  fanatic: '狂熱',
  wounded: '負傷',
  unit: '單位種類',
  units: '地點內的單位',
  kind: '種類',
  terrain: '地形',
  desperation: '絕望士氣（DM）',
  selfRally: '自我集結',
  phases: '集結階段數',
  interdictions: '攔截次數',
  pinnedAdjacentToEnemy: '被壓制時相鄰敵人',
  modifiesInterdiction: '長官修正攔截檢定',
  passed: '通過',
  pinned: '被壓制',
  casualtyReduced: '受損（Casualty Reduction）',
  heatOfBattle: '戰鬥狂熱（Heat of Battle）',
  rallied: '集結成功',
  routed: '潰逃成功',
  eliminated: '被摧毀',
  reduced: '受損',
  failed: '失敗',
  interdictionsCleared: '通過所有攔截',
  leaderLost: '長官陣亡',
  leaderBroke: '長官潰散',
  leaderCreation: '產生新長官',
  allGoodOrder: '全員保持良好秩序',
  anyBroken: '有單位潰散',
  unitsBroken: '潰散單位數',
  unitsEliminated: '被摧毀單位數',
  rallyPhase: '集結的階段',
  attempts: '嘗試次數',
  checks: '檢定次數',
  squad: '班',
  'half-squad': '半班',
  crew: '砲組',
  sniper: '狙擊手',
  open: '開闊地',
  building: '建築物',
  woods: '森林',
  // Batman
  attacker: '進攻方',
  defender: '防守方',
  henchmen: '心腹',
  combatValue: '戰鬥值',
  side: '陣營',
  villain: '反派',
  faces: '蝙蝠骰面',
  tie: '平手時',
  batmanBatFace: '蝙蝠俠擲出蝙蝠面',
  villainRole: '反派角色',
  opponent: '對手',
  attackerWins: '進攻方獲勝',
  defenderWins: '防守方獲勝',
  villainBatFace: '反派擲出蝙蝠面',
  margin: '差距',
  invader: '入侵方',
  // shared
  name: '名稱',
  finish: '完成',
  loss: '損失',
  value: '值',
  hero: '英雄',
  status: '狀態',
  id: '編號',
  table: '各數量的結果',
  reachesTarget: '達到目標機率',
  rules: '停手規則',
  rule: '規則',
  undominated: '無更優規則',
  'good-order': '良好秩序',
  pillbox: '碉堡',
  entrenchment: '戰壕',
  zero: '零',
  options: '選項',
  option: '選項',
  'self-rally': '自我集結',
  fraction: '分數',
  continent: '洲',
  from: '從',
  to: '到',
  tiedWith: '同分的洲',
  panicBefore: '之前的恐慌度',
  advancedBy: '推進格數',
  atEnd: '到達終點',
  fewest: '最少數量',
  chance: '機率',
  trials: '模擬局數',
  seed: '隨機種子',
  confidence: '信心水準',
  precision: '精度',
  method: '計算方式',
  exact: '精確計算',
  'monte-carlo': '蒙地卡羅抽樣',
  [PAGE_METHOD]: '能精確計算就精確計算，否則抽樣',
  max: '最大化',
  min: '最小化',
  best: '最佳',
  default: '預設',
};

const GAMES: Record<string, { en: string; zh: string }> = {
  xcom: { en: 'XCOM: The Board Game', zh: 'XCOM 桌遊' },
  asl: { en: 'Advanced Squad Leader, chapter A10 (morale)', zh: '高級班長（ASL）A10 士氣' },
  batman: { en: 'Batman: Gotham City Strategy Game', zh: '蝙蝠俠：高譚市策略遊戲' },
};

export function gameName(game: string, lang: Lang): string {
  const g = GAMES[game];
  return g ? (lang === 'zh-TW' ? g.zh : g.en) : game;
}

/** Questions: the page of each endpoint, by its path after /v1/. */
const QUESTIONS: Record<string, { en: string; zh: string }> = {
  'xcom/research': { en: 'Research: will the tech be finished?', zh: '解決研究：科技能研發完成嗎？' },
  'xcom/orbital-defense': { en: 'Orbital defence: satellites against UFOs in orbit', zh: '軌道防禦戰：衛星對軌道上的 UFO' },
  'xcom/global-defense': { en: 'Global defence: interceptors over each continent', zh: '全球防禦戰：各洲的攔截機' },
  'xcom/base-defense': { en: 'Base defence: soldiers against the enemies in the base', zh: '基地防禦戰：士兵對基地中的敵人' },
  'xcom/mission': { en: 'Missions: teams against the mission cards', zh: '解決任務：隊伍對任務卡' },
  'xcom/budget': { en: 'Budget audit: the shortfall and the panic it adds', zh: '審查預算：赤字與推進的恐慌度' },
  'xcom/round': { en: 'The whole resolution phase', zh: '整個解決階段' },
  'xcom/round/plans': { en: 'Where to place your units this round', zh: '本回合單位放在哪裡最好' },
  'asl/morale-check': { en: 'Morale check (MC/TC)', zh: '士氣檢定（MC/TC）' },
  'asl/rally': { en: 'Rally a broken unit', zh: '集結潰散單位' },
  'asl/rally/options': { en: 'Rally: which leader should try', zh: '集結：由哪位長官協助' },
  'asl/rout': { en: 'Rout through Interdiction', zh: '潰逃與攔截' },
  'asl/location-check': { en: "A whole location's morale check, with leader loss", zh: '整個地點的士氣檢定（含長官陣亡）' },
  'batman/fight': { en: 'A fight: villain against villain or Batman', zh: '戰鬥：反派對反派或蝙蝠俠' },
  'batman/henchmen-needed': { en: 'How many henchmen to bring', zh: '要帶幾個心腹' },
};
const TASKS: Record<string, { en: string; zh: string }> = {
  research: { en: 'research', zh: '研究' },
  'orbital-defense': { en: 'orbital defence', zh: '軌道防禦戰' },
  'global-defense': { en: 'global defence', zh: '全球防禦戰' },
  'base-defense': { en: 'base defence', zh: '基地防禦戰' },
  mission: { en: 'missions', zh: '任務' },
};
const SUFFIX: Record<string, { en: (t: string) => string; zh: (t: string) => string }> = {
  best: { en: (t) => `Best play in ${t}: roll again or stop?`, zh: (t) => `${t}的最佳打法：繼續擲還是停手？` },
  policies: { en: (t) => `Every stopping rule in ${t}, side by side`, zh: (t) => `${t}：各種停手規則並列比較` },
  'units-needed': { en: (t) => `How many units ${t} needs`, zh: (t) => `${t}需要多少單位` },
};

/** A question's title, from its path after /v1/ (such as "xcom/research/best"). */
export function questionTitle(path: string, lang: Lang): string {
  const q = QUESTIONS[path];
  if (q) return lang === 'zh-TW' ? q.zh : q.en;
  const [game, task, suffix] = path.split('/');
  const t = TASKS[task ?? ''];
  const s = SUFFIX[suffix ?? ''];
  if (game === 'xcom' && t && s) return lang === 'zh-TW' ? s.zh(t.zh) : s.en(t.en);
  return fieldWords(path.replace(/\//g, ' '));
}

/** A game term in the page's language (the API name spelled out when there is no entry). */
export function term(name: string, lang: Lang): string {
  if (lang === 'zh-TW') {
    const zh = TERMS_ZH[name];
    if (zh !== undefined) return zh;
  }
  const en = TERMS_EN[name];
  if (en !== undefined) return en;
  return fieldWords(name);
}

const TERMS_EN: Record<string, string> = {
  drm: 'Other DRM',
  ufos: 'UFOs',
  hp: 'Hit points',
  'monte-carlo': 'Monte Carlo (sampled)',
  [PAGE_METHOD]: 'exact where it can be, else sampled',
  exact: 'Exact',
  casualtyReduced: 'Casualty Reduction',
  'half-squad': 'Half-squad',
  bonusDice: 'Bonus dice',
};
