import { elapsed, timeOf } from '../../core/format/format.ts'

const HOUR = 60 * 60 * 1000
const pad = (n: number): string => String(n).padStart(2, '0')

/**
 * A chat message's time: "刚刚" / "N分钟前" within the hour, "HH:mm" earlier the same day,
 * "MM-DD HH:mm" earlier this year, else "YYYY-MM-DD HH:mm" (local time). '' when unreadable.
 */
export function messageTime(createdAt: string, now: number = Date.now()): string {
  const time = timeOf(createdAt)
  if (Number.isNaN(time)) return ''
  if (now - time < HOUR) return elapsed(time, now)
  const d = new Date(time)
  const today = new Date(now)
  const hm = `${pad(d.getHours())}:${pad(d.getMinutes())}`
  if (d.toDateString() === today.toDateString()) return hm
  const md = `${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
  if (d.getFullYear() === today.getFullYear()) return `${md} ${hm}`
  return `${d.getFullYear()}-${md} ${hm}`
}

/** The full local date and time, for a tooltip. */
export function fullTime(createdAt: string): string {
  const time = timeOf(createdAt)
  if (Number.isNaN(time)) return ''
  const d = new Date(time)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}
