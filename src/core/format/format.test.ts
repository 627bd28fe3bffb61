import { describe, expect, it } from 'vitest'
import {
  elapsed,
  formatCount,
  formatDate,
  greeting,
  greetingParts,
  readingMinutes,
  timeOf,
  WELCOME_FALLBACK,
  welcomeText,
} from './index.ts'

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1049, '1k'],
    [1500, '1.5k'],
    [1999, '1.9k'],
    [9999, '9.9k'],
    [10_000, '1w'],
    [12_345, '1.2w'],
    [99_999, '9.9w'],
    [100_000, '10w'],
    [1_234_567, '123.4w'],
  ])('%i → %s', (n, text) => {
    expect(formatCount(n)).toBe(text)
  })

  it('never shows garbage for bad input', () => {
    expect(formatCount(Number.NaN)).toBe('0')
    expect(formatCount(-5)).toBe('0')
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0')
    expect(formatCount(999.9)).toBe('999')
  })
})

describe('elapsed', () => {
  const now = Date.UTC(2024, 5, 1, 12, 0, 0)
  const ago = (ms: number) => new Date(now - ms)
  const s = 1000
  const min = 60 * s
  const h = 60 * min

  it.each([
    [1 * s, '1秒前'],
    [59 * s, '59秒前'],
    [59 * s + 999, '59秒前'],
    [60 * s, '1分钟前'],
    [59 * min, '59分钟前'],
    [60 * min, '1小时前'],
    [23 * h, '23小时前'],
    [24 * h - 1, '23小时前'],
    [24 * h, '1天前'],
    [400 * 24 * h, '400天前'],
  ])('%i ms ago → %s', (ms, text) => {
    expect(elapsed(ago(ms), now)).toBe(text)
  })

  it('says 刚刚 for the future and for under a second', () => {
    expect(elapsed(new Date(now + 5 * min), now)).toBe('刚刚')
    expect(elapsed(new Date(now), now)).toBe('刚刚')
    expect(elapsed(ago(999), now)).toBe('刚刚')
  })

  it('accepts ISO strings and timestamps', () => {
    expect(elapsed(new Date(now - 3 * h).toISOString(), now)).toBe('3小时前')
    expect(elapsed(now - 2 * min, now)).toBe('2分钟前')
  })

  it('returns an empty string for an unreadable date', () => {
    expect(elapsed('not a date', now)).toBe('')
  })
})

describe('greeting', () => {
  it.each([
    [0, '凌晨好', true],
    [4, '凌晨好', true],
    [5, '早上好', false],
    [8, '早上好', false],
    [9, '上午好', false],
    [11, '上午好', false],
    [12, '中午好', false],
    [13, '中午好', false],
    [14, '下午好', false],
    [17, '下午好', false],
    [18, '傍晚好', true],
    [19, '傍晚好', true],
    [20, '晚上好', false],
    [21, '晚上好', false],
    [22, '夜深了', true],
    [23, '夜深了', true],
  ])('hour %i → %s (reminder: %s)', (hour, hello, hasTip) => {
    const parts = greetingParts(hour)
    expect(parts.hello).toBe(hello)
    expect(Boolean(parts.tip)).toBe(hasTip)
    expect(greeting(hour).startsWith(hello)).toBe(true)
  })

  it('carries the right reminder for each late or meal hour', () => {
    expect(greeting(3)).toMatch(/休息/)
    expect(greeting(18)).toMatch(/吃饭/)
    expect(greeting(23)).toMatch(/睡/)
  })

  it('wraps hours outside 0–23', () => {
    expect(greeting(24)).toBe(greeting(0))
    expect(greeting(-1)).toBe(greeting(23))
    expect(greeting(Number.NaN)).toBe(greeting(0))
  })

  it('defaults to the current local hour', () => {
    expect(greeting()).toBe(greeting(new Date().getHours()))
  })
})

describe('welcomeText', () => {
  it('falls back to a blog welcome without a name', () => {
    expect(welcomeText(null, 10)).toBe(WELCOME_FALLBACK)
    expect(welcomeText(undefined, 10)).toBe('欢迎来到我的个人博客')
    expect(welcomeText({ id: 5, nick_name: '   ' }, 10)).toBe(WELCOME_FALLBACK)
    expect(welcomeText({ id: 5 }, 10)).toBe(WELCOME_FALLBACK)
  })

  it('greets a named user by the hour', () => {
    expect(welcomeText({ id: 5, nick_name: '小明' }, 10)).toBe('上午好，小明')
    expect(welcomeText({ id: 5, nick_name: '小明' }, 18)).toBe('傍晚好，小明，记得按时吃饭哦')
  })

  it('has a special message for user 3, whatever the hour', () => {
    const special = welcomeText({ id: 3, nick_name: '小红' }, 10)
    expect(special).not.toBe(welcomeText({ id: 4, nick_name: '小红' }, 10))
    expect(special).toContain('小红')
    expect(welcomeText({ id: 3, nick_name: '小红' }, 23)).toBe(special)
    expect(welcomeText({ id: 3 }, 10)).not.toBe(WELCOME_FALLBACK)
  })
})

describe('formatDate', () => {
  it('formats in local time with zero padding', () => {
    expect(formatDate(new Date(2024, 0, 5, 23, 30).toISOString())).toBe('2024-01-05')
    expect(formatDate(new Date(2023, 11, 31, 0, 0))).toBe('2023-12-31')
  })
  it('returns an empty string for an unreadable date', () => {
    expect(formatDate('nope')).toBe('')
  })
})

describe('timeOf', () => {
  it('reads ISO 8601 and the `YYYY-MM-DD HH:mm:ss` a compat server sends, the latter as local time', () => {
    expect(timeOf('2025-01-07T15:33:54.141Z')).toBe(Date.UTC(2025, 0, 7, 15, 33, 54, 141))
    expect(timeOf('2025-01-07 23:33:54')).toBe(new Date(2025, 0, 7, 23, 33, 54).getTime())
    expect(timeOf('2025-01-07 23:33')).toBe(new Date(2025, 0, 7, 23, 33).getTime())
    expect(formatDate('2025-01-07 23:33:54')).toBe('2025-01-07')
    expect(timeOf('not a date')).toBeNaN()
  })
})

describe('readingMinutes', () => {
  it('is at least one minute', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes('你好')).toBe(1)
  })
  it('reads Chinese at 400 characters a minute', () => {
    expect(readingMinutes('字'.repeat(400))).toBe(1)
    expect(readingMinutes('字'.repeat(401))).toBe(2)
    expect(readingMinutes('字'.repeat(2000))).toBe(5)
  })
  it('reads other words at 200 a minute', () => {
    expect(readingMinutes('word '.repeat(200))).toBe(1)
    expect(readingMinutes('word '.repeat(201))).toBe(2)
  })
  it('does not count image addresses, link targets or HTML tags', () => {
    const target = `https://example.com/${'a/'.repeat(300)}x.png`
    // 400 characters of text plus the alt text and link text (3 more) → just over 1 minute
    expect(
      readingMinutes(`${'字'.repeat(400)}![图](${target})[链接](${target})<div class="x y z"></div>`),
    ).toBe(2)
    // the 300-segment URL would add two minutes if it were counted
    expect(readingMinutes(`${'字'.repeat(398)}![图](${target})`)).toBe(1)
    expect(readingMinutes(`${'字'.repeat(398)}[链](${target})`)).toBe(1)
  })
})
