import { sql } from 'kysely'

/** `%` and `_` in the query are literal; `\` is the escape character. */
export function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
}

/** True where any of the columns contains the query, `%` and `_` taken literally. */
export function containsAny(columns: string[], query: string) {
  const pattern = likePattern(query)
  const tests = columns.map((column) => sql<boolean>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`)
  return sql<boolean>`(${sql.join(tests, sql` OR `)})`
}
