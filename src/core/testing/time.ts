// Times relative to now, so stories always read "刚刚", "5 分钟前", "2 小时前".

/** An ISO time `minutes` before now. */
export const minutesAgo = (minutes: number): string => new Date(Date.now() - minutes * 60_000).toISOString()

/** An ISO time `hours` before now. */
export const hoursAgo = (hours: number): string => minutesAgo(hours * 60)
