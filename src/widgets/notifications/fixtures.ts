// The notify API as the stories and tests stand it in: no server, HTTP answered by mockFetch.
import { configure } from '../../core/config/index.ts'
import type { Notify } from '../../core/contract/index.ts'
import { type MockApiOptions, type MockRoute, mockFetch } from '../testing/mock-api.ts'

/** The client talks to a fake notify API: the list route answers `list`, marking read and deleting succeed. */
export function fakeNotifyApi(list: MockRoute, options: MockApiOptions = {}): void {
  configure({
    adminSiteUrl: 'https://admin.example.com',
    fetch: mockFetch(
      {
        'POST /api/notify/getNotifyList': list,
        'PUT /api/notify/update/*': true,
        'PUT /api/notify/delete/*': true,
      },
      options,
    ),
  })
}

/** The list route paging over `all` like the server, pages of the size asked for. */
export const pagedNotices =
  (all: Notify[]) =>
  ({ body }: { body: unknown }) => {
    const { current, size } = body as { current: number; size: number }
    return { current, size, total: all.length, list: all.slice((current - 1) * size, current * size) }
  }
