import { useSearch } from 'wouter'

/** A positive integer from the query string (`?id=3`), else null. */
export function parsePositiveInt(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null
  const value = Number(raw)
  return value > 0 ? value : null
}

export function useQueryId(name = 'id'): number | null {
  const search = useSearch()
  return parsePositiveInt(new URLSearchParams(search).get(name))
}
