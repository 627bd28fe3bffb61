import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { Notify } from '../../core/contract/index.ts'
import { notifyStore } from '../../core/notify/index.ts'
import { forever, MockFailure, type MockRoute } from '../testing/mock-api.ts'
import { elementInStoryHeader, setStorySession, waitForShadow } from '../testing/story-header.tsx'
import { MOBILE } from '../ui/story-root.tsx'
import { panelStoriesMeta } from '../testing/panel-stories.ts'
import './element.ts'
import { fakeNotifyApi, pagedNotices } from './fixtures.ts'
import { Notifications, type NotificationsProps } from './Notifications.tsx'
import { ADMIN, minutesAgo, XIAOMING as USER } from '../../core/testing/index.ts'

// Every story runs without a server: the session is set directly and HTTP goes to mockFetch.

const MESSAGES: [message: string, type: Notify['type'], minutes: number][] = [
  ['<b>小红</b> 评论了你的文章 <i>《React 19 新特性一览》</i>：写得太清楚了！', 1, 0.3],
  ['<b>夜猫子</b> 回复了你：同意，Hooks 的规则确实容易踩坑', 1, 12],
  ['<b>前端小白</b> 评论了你的说说：今天的晚霞真好看', 2, 95],
  ['有人在留言板给你留言：「博主什么时候更新 Vite 系列？」', 3, 180],
  // unsafe: carries an event handler — shown as text, never as markup
  ['<img src=x onerror=alert(1)><b>路人甲</b> 回复了你的评论', 1, 300],
  // unsafe: carries a link — shown as text
  ['<a href="https://example.com">点击领取奖品</a> 评论了你的文章', 1, 420],
  ['<b>阿杰</b> 赞了你的留言', 3, 60 * 26],
  ['<b>山川</b> 评论了你的说说：周末一起去爬山吗？', 2, 60 * 50],
  ['<b>橘子汽水</b> 评论了你的文章 <i>《CSS 容器查询实战》</i>', 1, 60 * 24 * 5],
  ['<b>Kevin</b> 回复了你：源码在 GitHub 上吗？', 1, 60 * 24 * 9],
  ['<b>咸鱼</b> 评论了你的文章 <i>《Node 20 的 fetch》</i>', 1, 60 * 24 * 12],
  ['<b>今天也要加油</b> 赞了你的留言', 3, 60 * 24 * 20],
]

const ADMIN_MESSAGES: [string, Notify['type'], number][] = [
  ['<b>一只小站</b> 申请了友链，请到后台审核', 4, 3],
  ['<b>码农日记</b> 申请了友链，请到后台审核', 4, 60 * 7],
  ...MESSAGES.slice(0, 4),
]

function rows(list: [string, Notify['type'], number][], unread: number): Notify[] {
  return list.map(([message, type, minutes], i) => ({
    id: i + 1,
    message,
    type,
    to_id: 100 + i,
    isView: i < unread ? 1 : 2,
    createdAt: minutesAgo(minutes),
  }))
}

interface Scene {
  who?: 'anonymous' | 'user' | 'admin'
  list?: MockRoute
}

function setup({ who = 'user', list = pagedNotices(rows(MESSAGES, 6)) }: Scene): void {
  fakeNotifyApi(list, { delayMs: 150 })
  const info = who === 'user' ? USER : who === 'admin' ? ADMIN : null
  notifyStore.getState().reset()
  setStorySession(info)
}

const scene = (s: Scene): Pick<Story, 'beforeEach'> => ({ beforeEach: () => setup(s) })

const meta = {
  title: 'Widgets/Notifications',
  ...panelStoriesMeta<NotificationsProps>(Notifications, { onNavigate: fn() }),
} satisfies Meta<typeof Notifications>

export default meta
type Story = StoryObj<typeof meta>

/** The bell with 6 unread. */
export const Bell: Story = { ...scene({}), args: { open: undefined } }

/** More than nine unread reads "9+". */
export const BellNinePlus: Story = {
  ...scene({ list: pagedNotices(rows(MESSAGES, 12)) }),
  args: { open: undefined },
}

/** Anonymous visitors see no bell at all. */
export const Anonymous: Story = { ...scene({ who: 'anonymous' }), args: { open: undefined } }

/** Opened for an anonymous visitor (by a host): a login prompt instead of messages. */
export const AnonymousOpen: Story = { ...scene({ who: 'anonymous' }) }

/** Many notifications: markup rendered, unsafe markup as text, unread dots, "点击加载更多～". */
export const Drawer: Story = {
  ...scene({
    list: pagedNotices([...rows(MESSAGES, 6), ...rows(MESSAGES, 0).map((n) => ({ ...n, id: n.id + 100 }))]),
  }),
}

export const DrawerMobile: Story = { ...Drawer, globals: MOBILE }

/** Everything on one page: "已经到底啦". */
export const AllLoaded: Story = { ...scene({ list: pagedNotices(rows(MESSAGES.slice(0, 5), 2)) }) }

/** An administrator also gets link applications (type 4, opens the admin site). */
export const Admin: Story = { ...scene({ who: 'admin', list: pagedNotices(rows(ADMIN_MESSAGES, 3)) }) }

export const Empty: Story = { ...scene({ list: pagedNotices([]) }) }

export const Loading: Story = { ...scene({ list: forever }) }

export const LoadingMobile: Story = { ...Loading, globals: MOBILE }

/** The list failed to load: a retry, and the catalogue's toast. */
export const ErrorState: Story = { ...scene({ list: new MockFailure(500, '服务端错误') }) }

/** The custom element <xz-notifications> itself (shadow DOM), opened from its own bell. */
export const AsElement: Story = {
  ...Drawer,
  render: elementInStoryHeader('xz-notifications', { navigate: 'false' }),
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('xz-notifications')
    const bell = await waitForShadow(host, 'button')
    bell.click()
  },
}
