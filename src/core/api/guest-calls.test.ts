import { afterEach, describe, expect, it } from 'vitest'
import { configure, resetConfig } from '../config/index.ts'
import { rememberGuest, rememberedGuest, setGuestToken } from '../comments/guest.ts'
import { envelope, stubFetch } from '../testing/fetch-stub.ts'
import { deleteComment, frontGetParentComment, getCommentTotal } from './comment.ts'
import { addGuestComment, asGuest } from './guest-comment.ts'
import { getRecentComments, getPageThread } from './page.ts'

// A guest's token travels as `X-Xz-Guest` on the comment calls, and only there: a custom header
// on a foreign page's counter call would cost it a preflight (docs/api.md §25).

afterEach(() => {
  setGuestToken(null)
  rememberGuest(null)
  resetConfig()
})

function setup(result: unknown = null) {
  const stub = stubFetch(() => envelope(result))
  configure({ apiBase: 'http://api.test', fetch: stub.fetch })
  return stub
}

describe('a guest’s comment calls', () => {
  it('keep the token a guest comment answers with, and send it on lists and deletes', async () => {
    const stub = setup({ id: 5, guest_token: 'tok_abcdefghijklmnopqrstuv' })
    await frontGetParentComment({ type: 4, for_id: 1, current: 1, size: 10, order: 'new' }, asGuest())
    expect(stub.last.request.headers.get('x-xz-guest')).toBeNull()

    await addGuestComment({ type: 4, for_id: 1, content: '好', guest: { nick_name: '甲' } })
    await frontGetParentComment({ type: 4, for_id: 1, current: 1, size: 10, order: 'new' }, asGuest())
    expect(stub.last.request.headers.get('x-xz-guest')).toBe('tok_abcdefghijklmnopqrstuv')
    await deleteComment(5, asGuest())
    expect(stub.last.request.headers.get('x-xz-guest')).toBe('tok_abcdefghijklmnopqrstuv')
    // a signed-in reader's calls carry no guest header
    await frontGetParentComment({ type: 1, for_id: 1, current: 1, size: 10, order: 'new' })
    expect(stub.last.request.headers.get('x-xz-guest')).toBeNull()

    // the next guest comment names the same token in its body
    await addGuestComment({ type: 4, for_id: 1, content: '再来', guest: { nick_name: '甲' } })
    expect(stub.last.json()).toMatchObject({ guest_token: 'tok_abcdefghijklmnopqrstuv' })

    await getCommentTotal({ type: 4, for_id: 1 })
    expect(stub.last.request.headers.get('x-xz-guest')).toBeNull()
    await getPageThread({ path: '/a/' })
    expect(stub.last.request.headers.get('x-xz-guest')).toBeNull()
    await getRecentComments(5)
    expect(stub.last.path).toBe('/api/page/recent?limit=5')
  })

  it('remembers the guest’s fields for the next comment', () => {
    expect(rememberedGuest()).toBeNull()
    rememberGuest({ nick_name: '乙', email: 'b@x.example' })
    expect(rememberedGuest()).toEqual({ nick_name: '乙', email: 'b@x.example', url: '' })
  })
})
