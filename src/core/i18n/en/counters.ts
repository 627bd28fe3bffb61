import type { Catalogue } from '../catalogue.ts'

export const counters: Catalogue['counters'] = {
  failed: 'Failed to load the count',
}
