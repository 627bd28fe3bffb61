// The two catalogues side by side: the type check catches a missing key at build time, this walk
// catches what types cannot see (a Chinese word left in English, a function answering Chinese).
import { describe, expect, it } from 'vitest'
import { loadCatalogue, messagesOf } from './catalogue.ts'
import { en } from './en/index.ts'
import { formatNumber, plural, relativeTime } from './intl.ts'
import { toLocale } from './locale.ts'
import { spoken } from './spoken.ts'
import { chat } from './zh-CN/chat.ts'
import { zh } from './zh-CN/index.ts'
import { rules } from './zh-CN/rules.ts'
import { ui } from './zh-CN/ui.ts'

const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/

/** Every leaf as [path, text]: a function is called with sample arguments of its arity. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (typeof value === 'function') {
    const samples = [3, Date.now() - 5 * 60_000, Date.now()].slice(0, value.length)
    // functions take numbers or names; a reaction's face takes its kind
    const args = path.endsWith('.face') ? ['like'] : samples
    return [[path, String((value as (...a: unknown[]) => unknown)(...args))]]
  }
  return Object.entries(value as object).flatMap(([key, inner]) => leaves(inner, `${path}.${key}`))
}

const keysOf = (value: unknown, path = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => [`${path}.${key}`, ...keysOf(inner, `${path}.${key}`)])
    : []

describe('the catalogues', () => {
  it('have the same keys in Chinese and English, namespace by namespace', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(zh).sort())
  })

  it('leave no Chinese in English, functions included', () => {
    const chinese = leaves(en).filter(([, text]) => CJK.test(text))
    expect(chinese).toEqual([])
  })

  it('say something in Chinese for every key (no empty word)', () => {
    expect(leaves(zh).filter(([, text]) => text.trim() === '')).toEqual([])
    expect(leaves(en).filter(([, text]) => text.trim() === '')).toEqual([])
  })
})

describe('choosing the words', () => {
  it('gives Chinese until English is fetched, then English for an English locale only', async () => {
    await loadCatalogue()
    expect(messagesOf('zh-CN', 'ui', ui).retry).toBe('重试')
    expect(messagesOf('en', 'ui', ui).retry).toBe('Retry')
  })

  it('finds the English of a Chinese text that code without a locale produced', async () => {
    await loadCatalogue()
    expect(spoken('en', 'chat', chat, '撤回成功')).toBe('Message withdrawn')
    expect(spoken('en', 'rules', rules, '两次密码不一致')).toBe('The two passwords differ')
    expect(spoken('zh-CN', 'chat', chat, '撤回成功')).toBe('撤回成功')
    expect(spoken('en', 'chat', chat, '服务器说的话')).toBe('服务器说的话')
  })

  it('reads language tags and Accept-Language values: en… is English, anything else Chinese', () => {
    for (const tag of ['en', 'EN', 'en-GB', 'en-US,en;q=0.9', ' en']) expect(toLocale(tag), tag).toBe('en')
    for (const tag of ['zh-CN', 'zh', 'fr', 'english', '', null, undefined])
      expect(toLocale(tag)).toBe('zh-CN')
  })
})

describe('Intl helpers', () => {
  const now = Date.UTC(2026, 10, 28, 12)
  it('word relative times in each locale', () => {
    expect(relativeTime(now - 3 * 86_400_000, 'en', now)).toBe('3 days ago')
    expect(relativeTime(now - 3 * 86_400_000, 'zh-CN', now)).toBe('3天前')
    expect(relativeTime(now - 60 * 60_000, 'en', now)).toBe('1 hour ago')
    expect(relativeTime(now + 5000, 'en', now)).toBe('now')
    expect(relativeTime(Number.NaN, 'en', now)).toBe('')
  })

  it('choose plural forms and group digits', () => {
    const forms = { one: 'comment', other: 'comments' }
    expect(plural(1, 'en', forms)).toBe('comment')
    expect(plural(2, 'en', forms)).toBe('comments')
    expect(plural(1, 'zh-CN', forms)).toBe('comments')
    expect(formatNumber(1234567, 'en')).toBe('1,234,567')
    expect(formatNumber(1234567, 'zh-CN')).toBe('1,234,567')
  })
})
