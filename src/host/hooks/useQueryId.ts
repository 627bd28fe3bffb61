import { useSearch } from 'wouter'
import { readAs } from '../../core/contract/index.ts'

/** The positive id in the query string (`?id=3`), read by the wire's id rule; else null. */
export function useQueryId(name = 'id'): number | null {
  return readAs('wireId', new URLSearchParams(useSearch()).get(name))
}
