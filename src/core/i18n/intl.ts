// Numbers, plurals, relative times and dates through the platform's Intl (docs/architecture.md
// §Locales). The Chinese path of a widget keeps its own exact wording (core/format); these serve
// the English catalogue and any place that formats for either locale.
import type { Locale } from './locale.ts'

/** 1234 → "1,234" in both locales. */
export const formatNumber = (n: number, locale: Locale): string => new Intl.NumberFormat(locale).format(n)

/** The form of `forms` that `n` takes in `locale` ("1 comment" / "2 comments"); `other` when none fits. */
export function plural(
  n: number,
  locale: Locale,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  return forms[new Intl.PluralRules(locale).select(n)] ?? forms.other
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
]

/** "3 days ago" / "3天前": the largest whole unit of the time since `time` (ms); the future reads as now, NaN as ''. */
export function relativeTime(time: number, locale: Locale, now: number = Date.now()): string {
  if (Number.isNaN(time)) return ''
  const diff = Math.max(0, now - time)
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, ms] of UNITS) if (diff >= ms) return format.format(-Math.floor(diff / ms), unit)
  return format.format(0, 'second')
}

/** A date in the locale's own order ("Nov 28, 2026" / "2026年11月28日"); '' for an unreadable one. */
export function formatDate(
  time: number | Date,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return Number.isNaN(Number(time)) ? '' : new Intl.DateTimeFormat(locale, options).format(time)
}
