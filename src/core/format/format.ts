// Display helpers. Pure: every clock reading is a parameter so tests pin time exactly.

/**
 * Shortens counts at 1000 ("k") and 10000 ("w") to one decimal, dropping a trailing ".0".
 * The decimal is truncated, not rounded, so a count is never shown larger than it is:
 * 9999 reads "9.9k" rather than "10k", which would look like it belongs to the next unit.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '0'
  const count = Math.floor(n)
  if (count < 1000) return String(count)
  if (count < 10_000) return `${Math.floor(count / 100) / 10}k`
  return `${Math.floor(count / 1000) / 10}w`
}

type DateInput = Date | string | number

/** `YYYY-MM-DD HH:mm[:ss]`, the form a server in a compat mode sends (docs/blog-v3.md). */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * The instant of a date as a server sends it: ISO 8601, or `YYYY-MM-DD HH:mm:ss` read as the
 * reader's local time (docs/blog-v3.md says so). Built by hand: Safari cannot parse the
 * second form. NaN when unreadable.
 */
export function timeOf(date: DateInput): number {
  if (date instanceof Date) return date.getTime()
  const wall = typeof date === 'string' ? WALL_CLOCK.exec(date) : null
  if (!wall) return new Date(date).getTime()
  const [, y, mo, d, h, mi, sec] = wall
  return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(sec ?? 0)).getTime()
}

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * "N秒前" under a minute, "N分钟前" under an hour, "N小时前" under a day, else "N天前".
 * Under one second — and any time in the future, which a skewed client clock produces — is "刚刚".
 * An unreadable date gives an empty string rather than "NaN天前".
 */
export function elapsed(date: DateInput, now: number = Date.now()): string {
  const time = timeOf(date)
  if (Number.isNaN(time)) return ''
  const diff = now - time
  if (diff < SECOND) return '刚刚'
  if (diff < MINUTE) return `${Math.floor(diff / SECOND)}秒前`
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`
  return `${Math.floor(diff / DAY)}天前`
}

export interface GreetingParts {
  /** the salutation, e.g. "早上好" */
  hello: string
  /** the reminder some hours carry (rest, meal, sleep) */
  tip?: string
}

/** The greeting's hour bands, each [from, until). */
const BANDS: readonly { until: number; parts: GreetingParts }[] = [
  { until: 5, parts: { hello: '凌晨好', tip: '熬夜伤身，注意休息哦' } },
  { until: 9, parts: { hello: '早上好' } },
  { until: 12, parts: { hello: '上午好' } },
  { until: 14, parts: { hello: '中午好' } },
  { until: 18, parts: { hello: '下午好' } },
  { until: 20, parts: { hello: '傍晚好', tip: '记得按时吃饭哦' } },
  { until: 22, parts: { hello: '晚上好' } },
  { until: 24, parts: { hello: '夜深了', tip: '早点睡觉，晚安' } },
]

// Hours outside 0–23 wrap, so a caller doing arithmetic on hours cannot fall off the table.
const normalizeHour = (hour: number): number =>
  Number.isFinite(hour) ? ((Math.floor(hour) % 24) + 24) % 24 : 0

export function greetingParts(hour: number): GreetingParts {
  const h = normalizeHour(hour)
  const band = BANDS.find((b) => h < b.until) ?? BANDS[BANDS.length - 1]!
  return band.parts
}

/** Time-of-day greeting by local hour, with a reminder in the bands that carry one. */
export function greeting(hour: number = new Date().getHours()): string {
  const { hello, tip } = greetingParts(hour)
  return tip ? `${hello}，${tip}` : hello
}

export const WELCOME_FALLBACK = '欢迎来到我的个人博客'
/** The user with id 3 gets a welcome of its own. */
export const SPECIAL_WELCOME_USER_ID = 3

export interface WelcomeUser {
  id: number
  nick_name?: string | null
}

/** The landing/home greeting line: fallback without a name, a special line for user 3. */
export function welcomeText(user?: WelcomeUser | null, hour: number = new Date().getHours()): string {
  const name = user?.nick_name?.trim() ?? ''
  if (user?.id === SPECIAL_WELCOME_USER_ID) {
    return name
      ? `欢迎回来，${name}！小站一直在等你，愿你今天也被温柔以待`
      : '欢迎回来！小站一直在等你，愿你今天也被温柔以待'
  }
  if (!name) return WELCOME_FALLBACK
  const { hello, tip } = greetingParts(hour)
  return tip ? `${hello}，${name}，${tip}` : `${hello}，${name}`
}

const pad = (n: number): string => String(n).padStart(2, '0')

/** 'YYYY-MM-DD' in the reader's local time zone; '' for an unreadable date. */
export function formatDate(date: DateInput): string {
  const time = timeOf(date)
  if (Number.isNaN(time)) return ''
  const d = new Date(time)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

export const READING_CJK_PER_MINUTE = 400
export const READING_WORDS_PER_MINUTE = 200

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/g
const WORD = /[A-Za-z0-9]+(?:['’-][A-Za-z0-9]+)*/g

/** Markdown syntax that is not read: images, link targets, HTML tags, fence markers. */
function readableText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s*(```|~~~).*$/gm, ' ')
}

/**
 * Minutes to read a Markdown article, at least 1: Chinese at about 400 characters a minute,
 * other text (code, English) at about 200 words a minute.
 */
export function readingMinutes(markdown: string): number {
  const readable = readableText(typeof markdown === 'string' ? markdown : '')
  const cjk = readable.match(CJK)?.length ?? 0
  const words = readable.replace(CJK, ' ').match(WORD)?.length ?? 0
  return Math.max(1, Math.ceil(cjk / READING_CJK_PER_MINUTE + words / READING_WORDS_PER_MINUTE))
}
