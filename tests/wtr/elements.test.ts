// The BUILT script-tag bundles (dist/embed, React aliased to preact) in Chromium: what a site
// owner's page really runs. The API is answered by a stubbed fetch; the socket never opens.
/// <reference types="mocha" />
import { sendKeys } from '@web/test-runner-commands'
import { expect } from 'chai'

type Json = Record<string, unknown>
const requests: { path: string; body: unknown }[] = []
const routes: Record<string, unknown> = {
  '/api/user/login': { token: 'token-7', id: 7, username: 'tester', role: 2 },
  '/api/user/getUserInfoById/7': {
    id: 7,
    username: 'tester',
    nick_name: '测试员',
    avatar: '',
    role: 2,
    createdAt: '2026-01-01T00:00:00Z',
  },
  '/api/chat/getChatList': { list: [] },
  '/api/notify/getNotifyList': { current: 1, size: 10, total: 0, list: [] },
  '/api/article/getHotArticle': [],
  '/api/talk/blogGetTalkList': { current: 1, size: 3, total: 0, list: [] },
  '/api/article/blogTimelineGetArticleList/1/10': { current: 1, size: 10, total: 0, list: [] },
  '/api/photoAlbum/getAllAlbumList': [],
  '/api/comment/getCommentTotal': 0,
  '/api/comment/frontGetParentComment': { current: 1, size: 5, total: 0, list: [] },
  '/api/message/getMessageList': { current: 1, size: 20, total: 0, list: [] },
  '/api/message/getHotTagList': [],
  '/api/page/reactions': {
    counts: { like: 2, love: 0, haha: 0, wow: 0, sad: 0, party: 1 },
    mine: null,
  },
}

/** Plain text elements without a shadow root or React (the counters): they show a number. */
const TEXT_ELEMENTS = new Set(['xz-comment-count', 'xz-pageview'])

window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(String(input), init)
  const url = new URL(request.url, location.href)
  const text = request.method === 'GET' ? '' : await request.text()
  requests.push({ path: url.pathname, body: text ? JSON.parse(text) : null })
  const result = routes[url.pathname]
  const body =
    result === undefined
      ? { code: 404, message: '接口没有找到', result: null }
      : { code: 0, message: 'success', result }
  return new Response(JSON.stringify(body), {
    status: result === undefined ? 404 : 200,
    headers: { 'content-type': 'application/json' },
  })
}

/** A socket that stays "connecting": the chat room renders, nothing leaves the page. */
class QuietSocket {
  readyState = 0
  onopen = null
  onmessage = null
  onclose = null
  onerror = null
  send() {}
  close() {
    this.readyState = 3
  }
}
;(window as unknown as { WebSocket: unknown }).WebSocket = QuietSocket

async function until<T>(probe: () => T | null | undefined | false, what: string, ms = 5000): Promise<T> {
  const end = performance.now() + ms
  for (;;) {
    const value = probe()
    if (value) return value
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

function add(html: string): HTMLElement {
  const holder = document.createElement('div')
  holder.innerHTML = html
  const el = holder.firstElementChild as HTMLElement
  document.body.append(el)
  return el
}

const shadow = (el: Element) => el.shadowRoot as ShadowRoot

function type(input: HTMLInputElement, value: string) {
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
}

describe('xiaozhan.js (the built loader)', () => {
  // properties a page sets before the tag's code arrived must survive the upgrade
  const early = document.createElement('xz-talk') as HTMLElement & { pageSize?: number }
  early.pageSize = 3

  before(async () => {
    const loader = '/dist/embed/xiaozhan.js' // the build output, not a module TypeScript knows
    await import(loader)
  })

  it('defines nothing until a tag appears, then loads only that widget', async () => {
    expect(customElements.get('xz-search')).to.equal(undefined)
    add('<xz-search></xz-search>')
    await customElements.whenDefined('xz-search')
    expect(customElements.get('xz-albums')).to.equal(undefined)
    const scripts = performance.getEntriesByType('resource').map((e) => e.name)
    expect(scripts.some((n) => /chunks\/search-/.test(n))).to.equal(true)
    expect(scripts.some((n) => /chunks\/albums-/.test(n))).to.equal(false)
  })

  it('keeps a property set before the element upgraded', async () => {
    document.body.append(early)
    await customElements.whenDefined('xz-talk')
    expect(early.pageSize).to.equal(3)
    const call = await until(
      () => requests.find((r) => r.path === '/api/talk/blogGetTalkList'),
      'the talk list request',
    )
    expect((call.body as Json).size).to.equal(3)
  })

  it('upgrades every tag with an open shadow root holding the widget', async () => {
    const tags: string[] = (window as unknown as { xiaozhan: { tags: string[] } }).xiaozhan.tags
    expect(tags).to.include.members([
      'xz-chat-room',
      'xz-login',
      'xz-search',
      'xz-notifications',
      'xz-article',
    ])
    for (const tag of tags) {
      const el = add(`<${tag} type="1" for-id="1" article-id="1"></${tag}>`)
      await customElements.whenDefined(tag)
      if (TEXT_ELEMENTS.has(tag)) {
        // no stats route here: the counter says it failed, in its own text
        await until(() => el.getAttribute('aria-busy') === null && el.textContent, `${tag} to show its count`)
      } else await until(() => el.shadowRoot?.querySelector('[data-theme]'), `${tag} to render`)
      el.remove()
    }
  })

  it('shows an article the server rendered: its raw HTML cleaned by DOMPurify, no Markdown renderer fetched', async () => {
    routes['/api/article/getArticleById/2'] = {
      id: 2,
      article_title: '服务端渲染的文章',
      article_description: '',
      article_cover: '',
      category_id: null,
      categoryName: null,
      tagNameList: [],
      author_id: 1,
      authorName: '站长',
      is_top: 0,
      order: 0,
      status: 1,
      type: 1,
      origin_url: '',
      view_times: 1,
      thumbs_up_times: 0,
      reading_duration: 0,
      is_like: false,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      // as src/server/article/article-html.ts answers: the author's raw HTML escaped and marked
      article_html:
        '<h2 id="title" class="xz-article-heading" tabindex="-1">标题</h2>\n' +
        '<!--xz-html-->&lt;details&gt;&lt;summary&gt;更多&lt;/summary&gt;&lt;img src=&quot;x&quot; onerror=&quot;alert(1)&quot;&gt;&lt;/details&gt;<!--/xz-html-->',
      article_toc: [{ id: 'title', text: '标题', level: 2 }],
      article_minutes: 1,
    }
    const asked: string[] = []
    const stubbed = window.fetch
    window.fetch = (input, init) => {
      asked.push(String(input instanceof Request ? input.url : input))
      return stubbed(input, init)
    }
    try {
      const el = add('<xz-article article-id="2" show-recommend="false"></xz-article>')
      const body = await until(() => shadow(el).querySelector('[part~="body"] details'), 'the rendered body')
      expect(asked.some((url) => url.endsWith('/api/article/getArticleById/2?render=html'))).to.equal(true)
      expect(shadow(el).querySelector('h2')?.id).to.equal('title')
      expect(body.querySelector('summary')?.textContent).to.equal('更多')
      expect(body.querySelector('img')?.hasAttribute('onerror')).to.equal(false)
      const files = performance.getEntriesByType('resource').map((e) => e.name)
      expect(files.some((n) => /chunks\/body-/.test(n))).to.equal(true)
      expect(files.some((n) => /chunks\/markdown-|highlight/.test(n))).to.equal(false)
      el.remove()
    } finally {
      window.fetch = stubbed
    }
  })

  it('reads a bare boolean attribute as true and its removal as false', async () => {
    const el = add('<xz-search open></xz-search>') as HTMLElement & { open?: boolean }
    await customElements.whenDefined('xz-search')
    expect(el.open).to.equal(true)
    await until(() => shadow(el).querySelector('[role="dialog"]'), 'the open dialog')
    el.removeAttribute('open')
    expect(el.open).to.equal(false)
    await until(() => !shadow(el).querySelector('[role="dialog"]'), 'the dialog to close')
    el.remove()
  })

  it('follows the theme attribute', async () => {
    const el = add('<xz-timeline theme="dark"></xz-timeline>')
    await customElements.whenDefined('xz-timeline')
    await until(() => shadow(el).querySelector('[data-theme="dark"]'), 'dark theme')
    el.setAttribute('theme', 'light')
    await until(() => shadow(el).querySelector('[data-theme="light"]'), 'light theme')
    el.remove()
  })

  it('adopts its styles instead of writing <style> tags (strict CSP)', async () => {
    const el = add('<xz-albums></xz-albums>')
    await customElements.whenDefined('xz-albums')
    await until(() => el.shadowRoot?.querySelector('[data-theme]'), 'albums to render')
    expect(shadow(el).adoptedStyleSheets.length).to.be.greaterThan(0)
    expect(shadow(el).querySelector('style')).to.equal(null)
    el.remove()
  })

  // the floating room's first visit is its button and connection; the panel's code comes on opening
  it('the chat room opens its panel at once, fills it when its code arrives, and Esc closes it', async () => {
    const chat = add('<xz-chat-room></xz-chat-room>')
    await customElements.whenDefined('xz-chat-room')
    const fab = await until(
      () => shadow(chat).querySelector<HTMLButtonElement>('button[part="button"]'),
      'the button',
    )
    expect(shadow(chat).querySelector('[part="panel"]'), 'no panel before opening').to.equal(null)
    // a click from the page's script: no focus on the button first (with the focus moved by a passive
    // effect, it stayed on the button here every time)
    fab.click()
    const panel = await until(() => shadow(chat).querySelector<HTMLElement>('[part="panel"]'), 'the panel')
    await until(() => shadow(chat).activeElement === panel, 'focus to move into the panel')
    const input = await until(() => panel.querySelector<HTMLTextAreaElement>('textarea'), 'the composer')
    // the panel's own sheet came with its code: the header is laid out as a row
    expect(getComputedStyle(panel.querySelector('[part="header"]') as Element).display).to.equal('flex')
    input.focus()
    await sendKeys({ press: 'Escape' })
    await until(() => panel.hidden, 'Esc to close the panel')
    await until(() => shadow(chat).activeElement === fab, 'focus to return to the button')
    chat.remove()
  })

  // the board's first screen leaves the form's rules behind: they come with the form's code
  it('the message board styles its publish form when the form first opens', async () => {
    const el = add('<xz-message-board></xz-message-board>')
    await customElements.whenDefined('xz-message-board')
    const write = await until(
      () => [...shadow(el).querySelectorAll('button')].find((b) => b.textContent?.trim() === '写留言'),
      'the 写留言 button',
    )
    const form = shadow(el).querySelector('.xz-mb-form')
    expect(form, 'no form on the board').to.equal(null)
    write.click()
    const opened = await until(() => shadow(el).querySelector('.xz-mb-form'), 'the publish form')
    expect(getComputedStyle(opened).display).to.equal('grid')
    el.remove()
  })

  it('a dialog keeps Tab inside, closes on Esc and gives focus back (real keys)', async () => {
    const behind = add('<button type="button" style="position:fixed;right:0;bottom:0">页面上的按钮</button>')
    const login = add('<xz-login></xz-login>')
    await customElements.whenDefined('xz-login')
    const trigger = await until(
      () => [...shadow(login).querySelectorAll('button')].find((b) => b.textContent?.trim() === '登录'),
      'the 登录 button',
    )
    trigger.focus()
    await sendKeys({ press: 'Enter' })
    const dialog = await until(() => shadow(login).querySelector('[role="dialog"]'), 'the login dialog')
    const focusInside = () => dialog.contains(shadow(login).activeElement)
    await until(focusInside, 'focus to move into the dialog')
    // a native modal: in the top layer over the whole page, which is inert
    expect(shadow(login).querySelector('dialog')?.matches(':modal')).to.equal(true)
    const spot = behind.getBoundingClientRect()
    expect(document.elementFromPoint(spot.x + 4, spot.y + 4)).to.equal(login)
    behind.focus()
    expect(focusInside(), 'the page cannot take focus').to.equal(true)
    for (let i = 0; i < 12; i++) {
      await sendKeys({ press: 'Tab' })
      expect(focusInside(), `Tab ${i + 1} stays in the dialog`).to.equal(true)
    }
    for (let i = 0; i < 12; i++) {
      await sendKeys({ press: 'Shift+Tab' })
      expect(focusInside(), `Shift+Tab ${i + 1} stays in the dialog`).to.equal(true)
    }
    await sendKeys({ press: 'Escape' })
    await until(() => !shadow(login).querySelector('[role="dialog"]'), 'Esc to close the dialog')
    await until(() => shadow(login).activeElement === trigger, 'focus back on 登录')
    expect(document.elementFromPoint(spot.x + 4, spot.y + 4)).to.equal(behind)
    login.remove()
    behind.remove()
  })

  it('shares one session: logging in through <xz-login> lets <xz-chat-room> post', async () => {
    const chat = add('<xz-chat-room open></xz-chat-room>')
    const login = add('<xz-login></xz-login>')
    await customElements.whenDefined('xz-chat-room')
    await customElements.whenDefined('xz-login')
    const loginButton = await until(
      () => [...shadow(chat).querySelectorAll('button')].find((b) => b.textContent?.includes('登录后发言')),
      'the chat room to ask for login',
    )

    const opened: unknown[] = []
    document.addEventListener('xz-open-change', (e) => opened.push((e as CustomEvent).detail))
    const loggedIn = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('xz-login', (e) => resolve(e as CustomEvent), { once: true }),
    )
    loginButton.click() // the chat room asks the shared session for a login; <xz-login> shows its dialog
    const form = await until(() => shadow(login).querySelector('form'), 'the login dialog')
    await new Promise((r) => setTimeout(r, 200)) // let the dialog finish opening (it resets the form)
    // a person types, then clicks: let the widget render in between as it would
    type(form.querySelector('input[autocomplete="username"]') as HTMLInputElement, 'tester')
    await new Promise((r) => setTimeout(r, 50))
    type(form.querySelector('input[type="password"]') as HTMLInputElement, 'Passw0rd_1')
    await new Promise((r) => setTimeout(r, 50))
    ;(form.querySelector('button[type="submit"]') as HTMLButtonElement).click()

    const event = await loggedIn
    expect(event.bubbles).to.equal(true)
    expect(event.composed).to.equal(true)
    await until(
      () => [...shadow(chat).querySelectorAll('button')].find((b) => b.textContent?.trim() === '发送'),
      'the chat room to offer 发送 once logged in',
    )
    expect(opened).to.include(true)
    chat.remove()
    login.remove()
  })
})
