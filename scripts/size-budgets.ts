// The size budgets, shared by the size check (on the build output) and the cross-origin
// embed e2e test (on what the browser actually fetched). gzip -9 KB of the loader + every JS and
// CSS file a widget fetches on an anonymous first visit.

/** What a widget may cost unless it is listed below: a new widget folder starts with this budget. */
export const WIDGET_BUDGET_KB = 30

/** The loader, the lazily fetched cipher, and the widgets whose budget is not the default. */
export const BUDGET_KB: Record<string, number> = {
  loader: 2,
  cipher: 8,
  'chat-room': 35,
  article: 55,
  // plain elements without the React runtime: a post list's counters cost about the loader
  'comment-count': 2.5,
  pageview: 2.5,
  counters: 2.5,
  // what the reactions add to a page whose comment section is already there (a post's foot)
  'reactions+comments': 3,
}

/** Pairs measured as [second, first]: what the second widget adds to a page that has the first. */
export const BESIDE: readonly (readonly [string, string])[] = [['reactions', 'comments']]

/** A bundle's budget: its own line above, else the default of a widget. */
export const budgetKb = (name: string): number => BUDGET_KB[name] ?? WIDGET_BUDGET_KB

/**
 * Budgets not met yet. They print as OVER BUDGET with the true
 * figure, and fail only above this regression guard, set at the size measured when they were
 * listed (rounded up to the next 0.5 KB) so nothing may grow while the work continues. A guard is
 * only ever lowered; a widget that meets its budget is taken off this list.
 */
export const NOT_YET_MET_GUARD_KB: Record<string, number> = {
  comments: 32,
  // the board screen alone (the form and the detail with comments load when opened): the
  // 30 KB needs a smaller runtime first
  'message-board': 33.5,
}

/** What a build must stay under today: the budget, or the regression guard of a budget not met yet. */
export function enforcedKb(name: string): number {
  return NOT_YET_MET_GUARD_KB[name] ?? budgetKb(name)
}
