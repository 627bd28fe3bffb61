import { describe, expect, it } from 'vitest'
import { EMOJI } from '../ui/emoji.ts'
import { fullTime, messageTime } from './time.ts'

// Local dates on purpose: the display is in the reader's time zone.
const at = (y: number, mo: number, d: number, h: number, mi: number, s = 0) =>
  new Date(y, mo - 1, d, h, mi, s).getTime()

describe('messageTime', () => {
  const now = at(2024, 6, 15, 14, 30)

  it('is relative within the hour', () => {
    expect(messageTime(new Date(now - 500).toISOString(), now)).toBe('刚刚')
    expect(messageTime(new Date(at(2024, 6, 15, 14, 25)).toISOString(), now)).toBe('5分钟前')
  })

  it('is HH:mm earlier the same day, with the date on other days', () => {
    expect(messageTime(new Date(at(2024, 6, 15, 9, 5)).toISOString(), now)).toBe('09:05')
    expect(messageTime(new Date(at(2024, 6, 14, 23, 59)).toISOString(), now)).toBe('06-14 23:59')
    expect(messageTime(new Date(at(2023, 12, 31, 8, 0)).toISOString(), now)).toBe('2023-12-31 08:00')
  })

  it('gives an empty string for an unreadable date', () => {
    expect(messageTime('not a date', now)).toBe('')
    expect(fullTime('not a date')).toBe('')
  })

  it('reads the `YYYY-MM-DD HH:mm:ss` a compat server sends as local time', () => {
    expect(messageTime('2024-06-15 09:05:00', now)).toBe('09:05')
    expect(messageTime('2024-06-15 14:25:00', now)).toBe('5分钟前')
    expect(fullTime('2023-12-31 08:00:59')).toBe('2023-12-31 08:00')
  })

  it('fullTime is the whole local date and time', () => {
    expect(fullTime(new Date(at(2024, 6, 15, 9, 5)).toISOString())).toBe('2024-06-15 09:05')
  })
})

describe('EMOJI', () => {
  it('holds about 90 distinct emoji', () => {
    expect(EMOJI.length).toBe(90)
    expect(new Set(EMOJI).size).toBe(EMOJI.length)
  })
})
