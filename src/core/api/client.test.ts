import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configure, resetConfig } from '../config/index.ts'
import { HTTP_TIMEOUT_MS } from '../contract/index.ts'
import { collectToasts, envelope, hangingFetch, stubFetch } from '../testing/fetch-stub.ts'
import { getHotArticle } from './article.ts'
import { type AuthBridge, get, getHttp, getStatic, post, request, setAuthBridge } from './client.ts'
import { ApiError } from './failure.ts'
import { uploadImage } from './upload.ts'

let toasts: ReturnType<typeof collectToasts>
let unbind: (() => void) | null = null
const bridge = { getToken: vi.fn<() => string | null>(() => null), clear: vi.fn(), requestLogin: vi.fn() }

function useBridge(partial: Partial<AuthBridge> = {}) {
  unbind = setAuthBridge({ ...bridge, ...partial })
}

beforeEach(() => {
  toasts = collectToasts()
  bridge.getToken.mockReset().mockReturnValue(null)
  bridge.clear.mockReset()
  bridge.requestLogin.mockReset()
  useBridge()
})

afterEach(() => {
  toasts.stop()
  unbind?.()
  resetConfig()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function setup(reply?: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(reply)
  configure({ apiBase: 'http://api.test', fetch: stub.fetch })
  return stub
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected a rejection')
}

describe('requests', () => {
  it('go to <apiBase>/api/... with credentials and the headers of docs/api.md §1.1', async () => {
    const stub = setup(() => envelope([]))
    await getHotArticle()
    const { request: req, path, method } = stub.last
    expect(method).toBe('GET')
    expect(stub.last.url.origin).toBe('http://api.test')
    expect(path).toBe('/api/article/getHotArticle')
    expect(req.credentials).toBe('include')
    expect(req.headers.get('content-type')).toBe('application/json')
    expect(req.headers.get('x-requested-with')).toBe('XMLHttpRequest')
    expect(req.headers.has('authorization')).toBe(false)
  })

  it('send a JSON body', async () => {
    const stub = setup()
    await post('user/login', { username: '小明', password: 'pw' })
    expect(stub.last.method).toBe('POST')
    expect(stub.last.json()).toEqual({ username: '小明', password: 'pw' })
  })

  it('honour an API base with a path', async () => {
    const stub = stubFetch()
    configure({ apiBase: 'https://x.test/blog/', fetch: stub.fetch })
    await get('statistic')
    expect(stub.last.url.href).toBe('https://x.test/blog/api/statistic')
  })

  it('carry "Authorization: Bearer <token>" when the session holds one', async () => {
    const stub = setup()
    bridge.getToken.mockReturnValue('jwt.abc')
    await get('statistic')
    expect(stub.last.request.headers.get('authorization')).toBe('Bearer jwt.abc')
  })

  it('read the token at send time, not when the client was built', async () => {
    const stub = setup()
    await get('statistic')
    bridge.getToken.mockReturnValue('later')
    await get('statistic')
    expect(stub.calls[0]?.request.headers.has('authorization')).toBe(false)
    expect(stub.calls[1]?.request.headers.get('authorization')).toBe('Bearer later')
  })

  it('do not double a stored Bearer prefix', async () => {
    const stub = setup()
    bridge.getToken.mockReturnValue('Bearer t')
    await get('statistic')
    expect(stub.last.request.headers.get('authorization')).toBe('Bearer t')
  })

  it('copy the configured CSRF cookie into the configured header', async () => {
    vi.stubGlobal('document', { cookie: 'a=1; XSRF-TOKEN=t%20k%3D; b=2' })
    const stub = stubFetch()
    configure({
      apiBase: 'http://api.test',
      fetch: stub.fetch,
      csrf: { cookieName: 'XSRF-TOKEN', headerName: 'X-XSRF-TOKEN' },
    })
    await get('statistic')
    expect(stub.last.request.headers.get('x-xsrf-token')).toBe('t k=')
  })

  it('send no CSRF header without the cookie or without csrf config', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc' })
    const stub = setup()
    await get('statistic')
    expect(stub.last.request.headers.has('x-xsrf-token')).toBe(false)
    vi.stubGlobal('document', { cookie: 'other=1' })
    configure({ csrf: { cookieName: 'XSRF-TOKEN', headerName: 'X-XSRF-TOKEN' } })
    await get('statistic')
    expect(stub.last.request.headers.has('x-xsrf-token')).toBe(false)
  })

  it('are not retried (retry 0)', async () => {
    const stub = setup(() => envelope(null, { status: 500, code: 500, message: 'x' }))
    await failureOf(get('statistic'))
    const stub2 = setup(() => envelope(null, { status: 503, code: 503, message: 'x' }))
    await failureOf(get('statistic'))
    expect(stub.calls).toHaveLength(1)
    expect(stub2.calls).toHaveLength(1)
  })

  it('use a fetch installed after the client was built', async () => {
    resetConfig()
    configure({ apiBase: 'http://api.test' })
    getHttp()
    const late = stubFetch(() => envelope(7))
    vi.stubGlobal('fetch', late.fetch)
    await expect(get('statistic')).resolves.toBe(7)
    expect(late.calls).toHaveLength(1)
  })

  it('rebuild the client when configure is called', async () => {
    const first = setup()
    const http = getHttp()
    expect(getHttp()).toBe(http)
    const second = setup()
    expect(getHttp()).not.toBe(http)
    await get('statistic')
    expect(first.calls).toHaveLength(0)
    expect(second.calls).toHaveLength(1)
  })
})

describe('results', () => {
  it('resolve with result on code 0, without a toast', async () => {
    setup(() => envelope([{ id: 1, article_title: 'a', view_times: 3 }]))
    await expect(getHotArticle()).resolves.toEqual([{ id: 1, article_title: 'a', view_times: 3 }])
    expect(toasts.events).toEqual([])
  })

  it('reject a body that is not an envelope, silently', async () => {
    setup(() => new Response('<html>proxy page</html>', { status: 200 }))
    const error = await failureOf(get('statistic'))
    expect(error).toMatchObject({ kind: 'invalid', status: 200, notified: false })
    expect(toasts.events).toEqual([])
  })
})

describe('the failure catalogue of docs/api.md §1.1 through the client', () => {
  type Row = {
    name: string
    reply: () => Response
    toast: { kind: string; title: string; message: string } | null
    error: Partial<ApiError>
    logout?: boolean
  }
  const rows: Row[] = [
    {
      name: 'code 100',
      reply: () => envelope(null, { code: 100, message: '已经点过赞了' }),
      toast: { kind: 'warning', title: '温馨提示', message: '已经点过赞了' },
      error: { kind: 'envelope', status: 200, code: 100, message: '已经点过赞了', notified: true },
    },
    {
      name: '401 with message',
      reply: () => envelope(null, { status: 401, code: 401, message: 'token 无效' }),
      toast: { kind: 'error', title: '错误提示', message: 'token 无效' },
      error: { kind: 'http', status: 401, code: 401, notified: true },
      logout: true,
    },
    {
      name: '401 without body',
      reply: () => new Response('', { status: 401 }),
      toast: { kind: 'error', title: '错误提示', message: '登录过期' },
      error: { status: 401, code: null, message: '登录过期', notified: true },
      logout: true,
    },
    {
      name: '403',
      reply: () => envelope(null, { status: 403, code: 403, message: '' }),
      toast: { kind: 'error', title: '权限不足', message: '' },
      error: { status: 403, message: '权限不足', notified: true },
    },
    {
      name: '403 with message',
      reply: () => envelope(null, { status: 403, code: 403, message: '不能删除别人的评论' }),
      toast: { kind: 'error', title: '不能删除别人的评论', message: '' },
      error: { status: 403, message: '不能删除别人的评论' },
    },
    {
      name: '404',
      reply: () => new Response('Not Found', { status: 404 }),
      toast: { kind: 'error', title: '接口没有找到', message: '' },
      error: { status: 404, notified: true },
    },
    {
      name: '408',
      reply: () => envelope(null, { status: 408, code: 408, message: '' }),
      toast: { kind: 'warning', title: '温馨提示', message: '服务端错误' },
      error: { status: 408, notified: true },
    },
    {
      name: '500',
      reply: () => envelope(null, { status: 500, code: 500, message: '' }),
      toast: { kind: 'error', title: '服务端错误', message: '' },
      error: { status: 500, notified: true },
    },
    {
      name: '500 with message',
      reply: () => envelope(null, { status: 500, code: 500, message: '数据库忙' }),
      toast: { kind: 'error', title: '数据库忙', message: '' },
      error: { status: 500, message: '数据库忙' },
    },
    {
      name: '409 (silent)',
      reply: () => envelope(null, { status: 409, code: 409, message: '用户名已存在' }),
      toast: null,
      error: { kind: 'http', status: 409, code: 409, message: '用户名已存在', notified: false },
    },
    {
      name: '429 (silent)',
      reply: () => envelope(null, { status: 429, code: 429, message: '操作太频繁，请稍后再试' }),
      toast: null,
      error: { status: 429, message: '操作太频繁，请稍后再试', notified: false },
    },
    {
      name: '400 without body (silent)',
      reply: () => new Response(null, { status: 400 }),
      toast: null,
      error: { status: 400, code: null, notified: false },
    },
  ]

  it.each(rows)('$name', async (row) => {
    setup(row.reply)
    const error = await failureOf(get('statistic'))
    expect(error).toMatchObject(row.error)
    expect(toasts.events.map(({ kind, title, message }) => ({ kind, title, message }))).toEqual(
      row.toast ? [row.toast] : [],
    )
    expect(bridge.clear).toHaveBeenCalledTimes(row.logout ? 1 : 0)
    expect(bridge.requestLogin).toHaveBeenCalledTimes(row.logout ? 1 : 0)
  })

  it('a 401 for a token replaced while the request was in flight keeps the new session', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => (release = r))
    setup(async () => {
      await gate
      return envelope(null, { status: 401, code: 401, message: '' })
    })
    bridge.getToken.mockReturnValue('old')
    const pending = failureOf(get('statistic'))
    await new Promise((r) => setTimeout(r, 0))
    bridge.getToken.mockReturnValue('new')
    release()
    expect(await pending).toMatchObject({ status: 401 })
    expect(bridge.clear).not.toHaveBeenCalled()
    expect(bridge.requestLogin).not.toHaveBeenCalled()
  })

  it('timeout after 10 s → 温馨提示 请求超时 and a timeout ApiError', async () => {
    vi.useFakeTimers()
    configure({ apiBase: 'http://api.test', fetch: hangingFetch })
    let settled = false
    const pending = failureOf(get('statistic')).finally(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await pending
    expect(error).toMatchObject({ kind: 'timeout', status: 0, notified: true })
    expect(toasts.events).toMatchObject([{ kind: 'warning', title: '温馨提示', message: '请求超时' }])
  })

  it('a network failure rejects silently with kind network', async () => {
    configure({
      apiBase: 'http://api.test',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    const error = await failureOf(get('statistic'))
    expect(error).toMatchObject({ kind: 'network', status: 0, notified: false })
    expect(toasts.events).toEqual([])
  })

  it('an aborted request rejects silently with kind aborted', async () => {
    configure({ apiBase: 'http://api.test', fetch: hangingFetch })
    const controller = new AbortController()
    const pending = failureOf(request('get', 'statistic', { signal: controller.signal }))
    controller.abort()
    expect(await pending).toMatchObject({ kind: 'aborted', notified: false })
    expect(toasts.events).toEqual([])
  })
})

describe('upload', () => {
  it('posts multipart with field "file", the token, and no JSON content type', async () => {
    const stub = setup(() => envelope({ url: '/uploads/a.png' }))
    bridge.getToken.mockReturnValue('tok')
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })
    await expect(uploadImage(file, { filename: 'a.png' })).resolves.toEqual({ url: '/uploads/a.png' })
    const { request: req, path } = stub.last
    expect(path).toBe('/api/upload/img')
    expect(req.method).toBe('POST')
    expect(req.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    expect(req.headers.get('authorization')).toBe('Bearer tok')
    expect(req.headers.get('x-requested-with')).toBe('XMLHttpRequest')
    const form = await stub.last.formData()
    const sent = form.get('file')
    expect(sent).toBeInstanceOf(Blob)
    expect((sent as File).name).toBe('a.png')
    expect((sent as Blob).size).toBe(4)
    expect(form.has('kind')).toBe(false)
  })

  it('asks for an album thumbnail with kind=album', async () => {
    const stub = setup(() => envelope({ url: '/uploads/a.jpg', thumb_url: '/uploads/a.thumb.jpg' }))
    await uploadImage(new Blob(['x']), { kind: 'album' })
    expect((await stub.last.formData()).get('kind')).toBe('album')
  })

  it('uses a File’s own name', async () => {
    const stub = setup(() => envelope({ url: '/uploads/b.jpg' }))
    await uploadImage(new File(['x'], '照片.jpg', { type: 'image/jpeg' }))
    expect(stub.last.bodyText).toContain('filename="照片.jpg"')
  })
})

describe('static files', () => {
  it('getStatic reads raw JSON next to the API, without /api, envelope or toast', async () => {
    const stub = setup(() => new Response(JSON.stringify({ points: [] })))
    await expect(getStatic('config/config.json')).resolves.toEqual({ points: [] })
    expect(stub.last.url.href).toBe('http://api.test/config/config.json')
    setup(() => new Response('nope', { status: 404 }))
    await expect(getStatic('config/config.json')).rejects.toMatchObject({ kind: 'http', status: 404 })
    expect(toasts.events).toEqual([])
  })
})
