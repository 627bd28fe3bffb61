import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetWidgetStateEachTest } from '../testing/lifecycle.ts'
import { failingUntilRecovered, forever, MockFailure, recordingApi } from '../testing/mock-api.ts'
import { findErrorState, retryFromErrorState } from '../testing/states.ts'
import { walkKeys } from '../testing/keys.ts'
import { Albums } from './Albums.tsx'
import { albumRoutes, demoAlbums, demoPhotos } from './fixtures.ts'
import { findInShadow, shadowOf } from '../testing/shadow.ts'

const api = recordingApi(albumRoutes)
const { requests } = api

const photoRequests = () => requests().filter((r) => r.includes('getAllPhotosByAlbumId'))

resetWidgetStateEachTest()
beforeEach(() => api.use())
afterEach(() => {
  document.body.style.overflow = ''
  vi.unstubAllGlobals()
})

/** Renders an album directly and waits for its grid. */
async function renderAlbum(props: Parameters<typeof Albums>[0] = {}) {
  const user = userEvent.setup()
  render(<Albums theme="light" albumId={1} {...props} />)
  await screen.findByRole('button', { name: '查看第 1 张照片' })
  return user
}

const counter = () => document.querySelector('[part="lightbox-count"]')?.textContent

describe('Albums — the list', () => {
  it('shows a card per album with cover, name, description and "N 张照片"', async () => {
    render(<Albums theme="light" />)
    expect(screen.getByText('相册加载中…')).toBeTruthy()
    const first = await screen.findByRole('link', { name: /旅行日记/ })
    expect(first.getAttribute('href')).toBe('/photos?id=1')
    expect(within(first).getByText('去年秋天在大理和洱海边拍的照片')).toBeTruthy()
    expect(within(first).getByText('10 张照片')).toBeTruthy()
    expect(first.querySelector('img')?.getAttribute('loading')).toBe('lazy')
    expect(within(screen.getByRole('link', { name: /家里的猫/ })).getByText('24 张照片')).toBeTruthy()
    // no cover: a placeholder instead of a broken image
    const bare = screen.getByRole('link', { name: /未整理/ })
    expect(bare.querySelector('img')).toBeNull()
    expect(within(bare).getByText('0 张照片')).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(demoAlbums.length)
  })

  /** Renders the list and clicks one album's card; the host's onNavigate answers `proceed`. */
  async function clickAlbum(name: RegExp, proceed: boolean) {
    const onNavigate = vi.fn(() => proceed)
    render(<Albums theme="light" onNavigate={onNavigate} />)
    await userEvent.setup().click(await screen.findByRole('link', { name }))
    return onNavigate
  }

  it('opens an album in place: emits the path, fetches its photos, moves focus to its title', async () => {
    const onNavigate = await clickAlbum(/城市夜景/, true)
    expect(onNavigate).toHaveBeenCalledWith('/photos?id=2')
    const heading = await screen.findByRole('heading', { name: '城市夜景', level: 2 })
    expect(screen.getByText('下班路上的霓虹与车流')).toBeTruthy()
    await screen.findByRole('button', { name: '查看第 6 张照片' })
    expect(photoRequests()).toEqual(['GET /api/photo/getAllPhotosByAlbumId/2'])
    expect(screen.getByText('6 张照片')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(heading))
  })

  it('leaves the routing to the host when xz-navigate is cancelled (onNavigate → false)', async () => {
    const onNavigate = await clickAlbum(/旅行日记/, false)
    expect(onNavigate).toHaveBeenCalledWith('/photos?id=1')
    expect(screen.getByRole('link', { name: /旅行日记/ })).toBeTruthy()
    expect(photoRequests()).toEqual([])
  })

  it('shows the empty state', async () => {
    api.use({ 'GET /api/photoAlbum/getAllAlbumList': [] })
    render(<Albums theme="light" />)
    expect(await screen.findByText('还没有相册')).toBeTruthy()
  })

  it('shows an error with a retry that loads again', async () => {
    const list = failingUntilRecovered(new MockFailure(500, '服务端错误'), demoAlbums)
    api.use({ 'GET /api/photoAlbum/getAllAlbumList': list.route })
    const user = userEvent.setup()
    render(<Albums theme="light" />)
    await retryFromErrorState(user, '相册加载失败：服务端错误', list.recover)
    expect(await screen.findByRole('link', { name: /旅行日记/ })).toBeTruthy()
  })

  it('stays in the loading state while the list is pending', async () => {
    api.use({ 'GET /api/photoAlbum/getAllAlbumList': () => forever() })
    render(<Albums theme="light" />)
    await new Promise((r) => setTimeout(r, 20))
    expect(screen.getByRole('status').textContent).toContain('相册加载中…')
  })
})

describe('Albums — one album', () => {
  it('shows the photos of album-id directly, titled from the album list', async () => {
    await renderAlbum()
    expect(screen.getByRole('heading', { name: '旅行日记' })).toBeTruthy()
    expect(photoRequests()).toEqual(['GET /api/photo/getAllPhotosByAlbumId/1'])
    expect(screen.getAllByRole('button', { name: /查看第 \d+ 张照片/ })).toHaveLength(10)
  })

  it('renders thumbnails lazily with the width and height from the API', async () => {
    await renderAlbum()
    const photos = demoPhotos(1, 10, 200)
    const images = Array.from(document.querySelectorAll<HTMLImageElement>('button[aria-label^="查看第"] img'))
    expect(images).toHaveLength(10)
    images.forEach((img, i) => {
      expect(img.getAttribute('loading')).toBe('lazy')
      expect(img.getAttribute('src')).toBe(photos[i]?.thumb_url)
      expect(img.getAttribute('width')).toBe(String(photos[i]?.width))
      expect(img.getAttribute('height')).toBe(String(photos[i]?.height))
    })
  })

  it('falls back to the full url and leaves out unknown sizes', async () => {
    api.use({
      'GET /api/photo/getAllPhotosByAlbumId/1': [
        { id: 9, url: '/uploads/a.jpg', thumb_url: '', width: 0, height: 0 },
      ],
    })
    await renderAlbum()
    const img = document.querySelector('button[aria-label^="查看第"] img')
    expect(img?.getAttribute('src')).toBe('/uploads/a.jpg')
    expect(img?.hasAttribute('width')).toBe(false)
    expect(img?.hasAttribute('height')).toBe(false)
  })

  it('shows an empty album', async () => {
    render(<Albums theme="light" albumId={4} />)
    expect(await screen.findByText('这个相册还没有照片')).toBeTruthy()
  })

  it('shows a failed album with a retry', async () => {
    api.use({ 'GET /api/photo/getAllPhotosByAlbumId/*': new MockFailure(404, '相册不存在') })
    render(<Albums theme="light" albumId={99} />)
    const alert = await findErrorState()
    expect(alert.textContent).toContain('照片加载失败：相册不存在')
    expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '返回相册' })).toBeTruthy()
  })

  it('"返回相册" emits /photoAlbum and shows the list, focusing the album it came from', async () => {
    const onNavigate = vi.fn(() => true)
    const user = userEvent.setup()
    render(<Albums theme="light" onNavigate={onNavigate} />)
    await user.click(await screen.findByRole('link', { name: /旅行日记/ }))
    await screen.findByRole('button', { name: '查看第 1 张照片' })
    const back = screen.getByRole('link', { name: '返回相册' })
    expect(back.getAttribute('href')).toBe('/photoAlbum')
    await user.click(back)
    expect(onNavigate).toHaveBeenLastCalledWith('/photoAlbum')
    const card = await screen.findByRole('link', { name: /旅行日记/ })
    await waitFor(() => expect(document.activeElement).toBe(card))
  })

  it('follows a changed album-id', async () => {
    const { rerender } = render(<Albums theme="light" albumId={1} />)
    await screen.findByRole('button', { name: '查看第 10 张照片' })
    rerender(<Albums theme="light" albumId={2} />)
    expect(await screen.findByRole('heading', { name: '城市夜景' })).toBeTruthy()
    await screen.findByRole('button', { name: '查看第 6 张照片' })
    expect(screen.queryByRole('button', { name: '查看第 7 张照片' })).toBeNull()
  })
})

/** Clicks a thumbnail and waits for the lightbox (its code arrives on the first open). */
async function openPhoto(user: UserEvent, n: number): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: `查看第 ${n} 张照片` }))
  return screen.findByRole('dialog')
}

describe('Albums — the lightbox', () => {
  it('opens at the clicked photo with its full url and a counter', async () => {
    const user = await renderAlbum()
    await openPhoto(user, 3)
    const dialog = await screen.findByRole('dialog', { name: '旅行日记' })
    expect(counter()).toBe('3 / 10')
    const full = within(dialog).getByRole('img', { name: '旅行日记 第 3 张' })
    expect(full.getAttribute('src')).toBe(demoPhotos(1, 10, 200)[2]?.url)
    expect(within(dialog).getByRole('button', { name: '上一张' })).toBeTruthy()
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '下一张' }))
  })

  it('counts every key pressed before the page has drawn the last move', async () => {
    // a fast typist (or a slow machine) presses again before the lightbox re-renders: each press
    // must step from where the previous one went, not from the photo still on screen
    const user = await renderAlbum()
    await openPhoto(user, 1)
    const press = (key: string) =>
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, composed: true }),
      )
    act(() => {
      press('ArrowRight')
      press('ArrowRight')
      press('ArrowRight')
    })
    await waitFor(() => expect(counter()).toBe('4 / 10'))
    act(() => {
      press('ArrowLeft')
      press('ArrowLeft')
      press('ArrowLeft')
      press('ArrowLeft')
    })
    await waitFor(() => expect(counter()).toBe('10 / 10'))
  })

  it('moves with ArrowRight / ArrowLeft and wraps around at both ends', async () => {
    const user = await renderAlbum()
    await openPhoto(user, 9)
    await walkKeys(user, counter, [
      ['{ArrowRight}', '10 / 10'],
      ['{ArrowRight}', '1 / 10'], // wraps to the first
      ['{ArrowLeft}', '10 / 10'], // and back to the last
      ['{ArrowLeft}{ArrowLeft}', '8 / 10'],
      ['{Home}', '1 / 10'],
      ['{End}', '10 / 10'],
    ])
    expect(screen.getByRole('img', { name: '旅行日记 第 10 张' })).toBeTruthy()
  })

  it('moves with the on-screen buttons', async () => {
    const user = await renderAlbum()
    await openPhoto(user, 1)
    await user.click(screen.getByRole('button', { name: '下一张' }))
    expect(counter()).toBe('2 / 10')
    await user.click(screen.getByRole('button', { name: '上一张' }))
    await user.click(screen.getByRole('button', { name: '上一张' }))
    expect(counter()).toBe('10 / 10')
  })

  it('keeps focus inside and closes on Esc, giving focus back to the photo', async () => {
    const user = await renderAlbum()
    const opener = screen.getByRole('button', { name: '查看第 3 张照片' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog')
    for (let i = 0; i < 4; i += 1) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('after moving, Esc gives focus to the photo last shown', async () => {
    const user = await renderAlbum()
    await openPhoto(user, 3)
    await user.keyboard('{ArrowRight}{ArrowRight}{Escape}')
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '查看第 5 张照片' })),
    )
  })

  it('closes from the ✕ button', async () => {
    const user = await renderAlbum()
    await openPhoto(user, 2)
    await user.click(screen.getByRole('button', { name: '关闭' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('preloads the neighbours of the photo shown', async () => {
    const loaded: string[] = []
    vi.stubGlobal(
      'Image',
      class {
        decoding = ''
        set src(url: string) {
          loaded.push(url)
        }
      },
    )
    const photos = demoPhotos(1, 10, 200)
    const user = await renderAlbum()
    await openPhoto(user, 5)
    expect(loaded).toEqual([photos[5]?.url, photos[3]?.url])
    await user.keyboard('{ArrowRight}')
    // the photo just left is not fetched again
    expect(loaded).toEqual([photos[5]?.url, photos[3]?.url, photos[6]?.url])
  })

  it('changes photo on a horizontal swipe', async () => {
    const user = await renderAlbum()
    await openPhoto(user, 2)
    const stage = document.querySelector('[part="lightbox-stage"]')
    if (!stage) throw new Error('no stage')
    const touch = (type: string, x: number) => {
      const event = new Event(type, { bubbles: true }) as Event & Record<string, unknown>
      const point = [{ clientX: x, clientY: 100 }]
      Object.assign(event, { touches: type === 'touchend' ? [] : point, changedTouches: point })
      stage.dispatchEvent(event)
    }
    await act(async () => {
      touch('touchstart', 300)
      touch('touchend', 200)
    })
    expect(counter()).toBe('3 / 10')
    await act(async () => {
      touch('touchstart', 100)
      touch('touchend', 300)
    })
    expect(counter()).toBe('2 / 10')
  })

  it('has no arrows for a single photo', async () => {
    api.use({ 'GET /api/photo/getAllPhotosByAlbumId/1': demoPhotos(1, 1, 200) })
    const user = await renderAlbum()
    await openPhoto(user, 1)
    expect(counter()).toBe('1 / 1')
    expect(screen.queryByRole('button', { name: '下一张' })).toBeNull()
    await user.keyboard('{ArrowRight}')
    expect(counter()).toBe('1 / 1')
  })
})

describe('<xz-albums>', () => {
  it('emits a cancelable, composed xz-navigate; cancelling keeps the list', async () => {
    await import('./element.ts')
    const el = document.createElement('xz-albums')
    el.setAttribute('theme', 'light')
    const seen: { detail: unknown; composed: boolean; cancelable: boolean }[] = []
    let cancel = true
    document.body.addEventListener('xz-navigate', (event) => {
      const e = event as CustomEvent
      seen.push({ detail: e.detail, composed: e.composed, cancelable: e.cancelable })
      if (cancel) e.preventDefault()
    })
    document.body.append(el)
    const card = await findInShadow<HTMLAnchorElement>(el, '[data-album-id="2"]')
    const root = shadowOf(el)
    await act(async () => card.click())
    expect(seen).toEqual([{ detail: '/photos?id=2', composed: true, cancelable: true }])
    expect(root.querySelector('[data-album-id="2"]')).not.toBeNull()
    expect(photoRequests()).toEqual([])

    cancel = false
    await act(async () => card.click())
    await waitFor(() =>
      expect(root.querySelector('section[aria-labelledby] h2')?.textContent).toBe('城市夜景'),
    )
    await waitFor(() => expect(root.querySelectorAll('button[aria-label^="查看第"] img')).toHaveLength(6))
    el.remove()
  })

  it('reads album-id', async () => {
    await import('./element.ts')
    const el = document.createElement('xz-albums')
    el.setAttribute('album-id', '3')
    document.body.append(el)
    await waitFor(() =>
      expect(el.shadowRoot?.querySelectorAll('button[aria-label^="查看第"] img')).toHaveLength(24),
    )
    expect(photoRequests()).toEqual(['GET /api/photo/getAllPhotosByAlbumId/3'])
    el.remove()
  })
})
