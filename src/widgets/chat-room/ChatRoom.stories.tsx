import type { Meta, StoryObj } from '@storybook/react-vite'
import { type ReactNode, useEffect, useState } from 'react'
import { type ChatStore, createChatClient } from '../../core/chat/client.ts'
import { PAGE_CHAT_WIRING } from '../../core/chat/runtime.ts'
import { createFakeSockets, type FakeSockets, type FakeWebSocket } from '../../core/chat/fake-socket.ts'
import { configure } from '../../core/config/index.ts'
import type {
  ChatListQuery,
  ChatMessage,
  ClientFrame,
  OnlineUser,
  UserInfo,
} from '../../core/contract/index.ts'
import { sessionStore } from '../../core/session/index.ts'
import { forever, mockFetch } from '../testing/mock-api.ts'
import { setSession } from '../testing/session.ts'
import { ChatRoom, type ChatRoomProps } from './ChatRoom.tsx'
import { ADMIN as OWNER, chatPicture, face, minutesAgo, XIAOMING as USER } from '../../core/testing/index.ts'

// Every story runs without a server: the chat store is the real one over fake sockets, and the
// story plays the server (open, tips, online list, echoes of what is sent); HTTP goes to mockFetch.

// ── fixtures ────────────────────────────────────────────────────────────────

const ADMIN: UserInfo = { ...OWNER, avatar: face(210) }

const PEOPLE: OnlineUser[] = [
  { user_id: 3, nick_name: '小红', avatar: face(340) },
  { user_id: 4, nick_name: '前端小白', avatar: '' },
  { user_id: 5, nick_name: '夜猫子', avatar: face(40) },
  { user_id: 6, nick_name: '路过的程序员', avatar: '' },
  { user_id: 7, nick_name: 'Kevin', avatar: '' },
  { user_id: 8, nick_name: '阿杰', avatar: face(120) },
  { user_id: 9, nick_name: '咸鱼', avatar: '' },
  { user_id: 10, nick_name: '今天也要加油', avatar: '' },
  { user_id: 11, nick_name: '山川', avatar: face(280) },
  { user_id: 12, nick_name: '橘子汽水', avatar: '' },
]

const asOnline = (u: UserInfo): OnlineUser => ({ user_id: u.id, nick_name: u.nick_name, avatar: u.avatar })
const person = (id: number): OnlineUser =>
  [...PEOPLE, asOnline(ADMIN), asOnline(USER)].find((p) => p.user_id === id) ?? PEOPLE[0]!

type Line = [user_id: number, content: string, minutesAgo: number, kind?: 'image']

function build(lines: Line[], firstId = 1): ChatMessage[] {
  return lines.map(([user_id, content, ago, kind], i) => {
    const p = person(user_id)
    return {
      id: firstId + i,
      user_id,
      nick_name: p.nick_name,
      avatar: p.avatar,
      content,
      content_type: kind ?? 'text',
      createdAt: minutesAgo(ago),
    }
  })
}

const CONVERSATION: Line[] = [
  [3, '大家早上好～', 900],
  [4, '早！今天有人看新发的那篇 React 19 的文章吗', 870],
  [1, '写了一晚上，欢迎拍砖 😄', 860],
  [5, '看了，useOptimistic 那段讲得很清楚', 840],
  [3, chatPicture(200, '周末去爬山了'), 300, 'image'],
  [2, '风景好美！在哪里拍的？', 290],
  [3, '杭州的九溪，秋天去最合适', 285],
  [6, '请问聊天室可以发图片吗？', 60],
  [1, '可以的，点输入框上面的图片按钮，或者直接粘贴截图', 55],
  [2, '试一下👇', 20],
  [2, chatPicture(30, '我的桌面'), 19, 'image'],
  [4, '桌面好整洁，羡慕\n我的桌面已经堆满了快递盒', 12],
  [5, '哈哈哈哈', 3],
]

function many(count: number): Line[] {
  const texts = [
    '有人在吗？',
    '在的在的',
    '今天的部署又挂了，排查了一下午',
    '是缓存的问题吗',
    '对，CDN 没刷新',
    '这个站的暗色模式好看 👍',
    '推荐一本书：《重构》第二版',
    '下班啦，明天见～',
    '晚上好',
    'TypeScript 7 真的快很多',
  ]
  const lines: Line[] = []
  for (let i = 0; i < count; i += 1) {
    const user = [3, 4, 5, 2, 6, 7, 8, 1][i % 8]!
    const ago = (count - i) * 7
    if (i % 9 === 4)
      lines.push([
        user,
        chatPicture((i * 37) % 360, `图片 ${i + 1}`, i % 2 ? 320 : 480, i % 2 ? 420 : 300),
        ago,
        'image',
      ])
    else lines.push([user, texts[i % texts.length]!, ago])
  }
  return lines
}

// ── the story's server ──────────────────────────────────────────────────────

type Who = 'anonymous' | 'user' | 'admin'
type Connection = 'open' | 'connecting' | 'dropped' | 'failed'

interface Scenario {
  who: Who
  /** what the server's history holds */
  history: ChatMessage[]
  /** besides the current user */
  online?: OnlineUser[]
  connection?: Connection
  /** messages from others arriving right after the connection opened */
  live?: ChatMessage[]
  /** the history request never answers */
  historyHangs?: boolean
}

interface Room {
  store: ChatStore
  sockets: FakeSockets
}

function me(who: Who): UserInfo | null {
  return who === 'admin' ? ADMIN : who === 'user' ? USER : null
}

/** Session, HTTP and the chat store for one story. */
function createRoom(scenario: Scenario): Room {
  const user = me(scenario.who)
  setSession(user)
  const sockets = createFakeSockets()
  let history = scenario.history
  configure({
    fetch: mockFetch(
      {
        'POST /api/chat/getChatList': ({ body }: { body: unknown }) => {
          if (scenario.historyHangs) return forever()
          const q = body as ChatListQuery
          const older = history.filter((m) => q.last_id === undefined || m.id < q.last_id)
          return { list: older.slice(-q.size) }
        },
        'POST /api/chat/delete': () => {
          history = []
          setTimeout(() => sockets.all.at(-1)?.serverSend({ type: 'clear' }), 100)
          return null
        },
        'POST /api/upload/img': () => ({ url: chatPicture(Math.floor(Math.random() * 360), '刚上传的图片') }),
      },
      { delayMs: 400 },
    ),
  })
  const store = createChatClient({
    url: () => 'ws://story.invalid/ws',
    WebSocketImpl: sockets.WebSocketImpl,
    ...PAGE_CHAT_WIRING,
    pingIntervalMs: 0,
  })
  return { store, sockets }
}

/** Plays the server on an accepted socket: tips, the online list, echoes of what the client sends. */
function serve(ws: FakeWebSocket, scenario: Scenario, online: OnlineUser[]): void {
  let nextId = 1000
  let list = online
  const send = ws.send.bind(ws)
  ws.send = (data: string) => {
    send(data)
    const frame = JSON.parse(data) as ClientFrame
    const user = sessionStore.getState().userInfo
    setTimeout(() => {
      if (ws.readyState !== 1) return
      if (frame.type === 'message' && user) {
        ws.serverSend({
          type: 'message',
          id: nextId++,
          user_id: user.id,
          nick_name: user.nick_name,
          avatar: user.avatar,
          content: frame.content,
          content_type: frame.content_type,
          createdAt: new Date().toISOString(),
          client_id: frame.client_id,
        })
      } else if (frame.type === 'revert') {
        ws.serverSend({ type: 'revert', message_id: frame.message_id })
      } else if (frame.type === 'offline') {
        list = list.filter((u) => u.user_id !== frame.user_id)
        ws.serverSend({ type: 'onlineList', list })
      }
    }, 300)
  }
  ws.serverOpen()
  ws.serverSend({ type: 'tips', content: '欢迎来到小站聊天室' })
  ws.serverSend({ type: 'onlineList', list })
  for (const m of scenario.live ?? []) ws.serverSend({ type: 'message', ...m })
}

function play(room: Room, scenario: Scenario): () => void {
  const { store, sockets } = room
  const user = me(scenario.who)
  const online = [...(user ? [asOnline(user)] : []), ...(scenario.online ?? [])]
  const timers: ReturnType<typeof setTimeout>[] = []
  const first = sockets.all.at(-1)
  switch (scenario.connection ?? 'open') {
    case 'open':
      if (first) serve(first, scenario, online)
      break
    case 'connecting':
      break
    case 'dropped':
      if (first) {
        serve(first, scenario, online)
        first.serverClose(1006)
      }
      break
    case 'failed': {
      // The retries ran out (5 × 5 s); shown at once. 重新连接 starts a real round of retries,
      // every one of them refused.
      first?.serverRefuse()
      store.getState().disconnect()
      store.setState({ status: 'failed' })
      let refused = sockets.all.length
      const unsubscribe = store.subscribe(() => {
        while (refused < sockets.all.length) {
          const ws = sockets.all[refused++]
          timers.push(setTimeout(() => ws?.serverRefuse(), 600))
        }
      })
      return () => {
        unsubscribe()
        for (const t of timers) clearTimeout(t)
      }
    }
  }
  return () => {}
}

interface ChatStoryProps extends Omit<ChatRoomProps, 'store'> {
  scenario: Scenario
}

/** Builds the room before ChatRoom mounts; plays the server once ChatRoom has connected. */
function ChatStory({ scenario, ...props }: ChatStoryProps) {
  const [room] = useState(() => createRoom(scenario))
  // ChatRoom's own effect (connect) ran first: the socket to play is the newest one
  useEffect(() => play(room, scenario), [room, scenario])
  return <ChatRoom store={room.store} {...props} />
}

/** A page behind the floating button, so its position reads as it would on the blog. */
function FakePage({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        minHeight: '100vh',
        padding: '32px 24px',
        font: '15px/1.8 system-ui, sans-serif',
        color: 'light-dark(#555, #aaa)',
      }}
    >
      <h1 style={{ margin: '0 0 12px', fontSize: 24 }}>小站 · 一个中文个人博客</h1>
      <p style={{ maxWidth: 640 }}>
        这里是文章列表、时间轴和相册。聊天室的悬浮按钮在每个页面（首页除外）的右下角，点开就能和其他访客聊天。
      </p>
      {children}
    </div>
  )
}

// ── stories ─────────────────────────────────────────────────────────────────

const userScene: Scenario = { who: 'user', history: build(CONVERSATION), online: PEOPLE.slice(0, 4) }

const meta = {
  title: 'Widgets/ChatRoom',
  component: ChatStory,
  parameters: { layout: 'fullscreen' },
  args: { scenario: userScene, mode: 'floating', defaultOpen: true },
  argTypes: {
    scenario: { control: false },
    mode: { control: 'inline-radio', options: ['floating', 'page'] },
    title: { control: 'text' },
  },
  render: (args, context) => {
    const theme = (context.globals.theme as string | undefined) ?? 'light'
    if (args.mode === 'page') {
      return (
        <div
          style={{ boxSizing: 'border-box', height: '100vh', padding: 16, maxWidth: 960, margin: '0 auto' }}
        >
          <ChatStory {...args} theme={theme} />
        </div>
      )
    }
    return (
      <FakePage>
        <ChatStory {...args} theme={theme} />
      </FakePage>
    )
  },
} satisfies Meta<typeof ChatStory>

export default meta
type Story = StoryObj<typeof meta>

/** A logged-in user: own messages on the right (with 撤回 on hover), images, the online list. */
export const User: Story = {}

/** Anonymous visitors read along; the composer offers "登录后发言". */
export const Anonymous: Story = {
  args: { scenario: { who: 'anonymous', history: build(CONVERSATION), online: PEOPLE.slice(0, 4) } },
}

/** The administrator: 撤回 on every message, 清空 in the header, 强制下线 in the online list. */
export const Admin: Story = {
  args: { scenario: { who: 'admin', history: build(CONVERSATION), online: PEOPLE.slice(0, 6) } },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
}

export const DarkAdmin: Story = {
  globals: { theme: 'dark' },
  args: Admin.args,
}

/** Below 798px: 380px wide (never wider than the screen), the full height less a margin. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
}

export const MobileDark: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, theme: 'dark' },
}

export const Empty: Story = {
  args: { scenario: { who: 'user', history: [], online: PEOPLE.slice(0, 1) } },
}

/** Connecting, and the history still on its way. */
export const Loading: Story = {
  args: { scenario: { who: 'user', history: [], connection: 'connecting', historyHangs: true } },
}

/** The connection dropped: the 30 s check will bring it back, or 重新连接 now. */
export const Reconnecting: Story = {
  args: { scenario: { ...userScene, connection: 'dropped' } },
}

/** Every retry failed. 重新连接 tries again (here the fake server refuses every time). */
export const ConnectionFailed: Story = {
  args: { scenario: { ...userScene, connection: 'failed' } },
}

/** Plenty of history ("加载更多" at the top), images, and a long online list. */
export const ManyMessages: Story = {
  args: { scenario: { who: 'admin', history: build(many(46)), online: PEOPLE } },
}

/** Closed, with messages from others arriving: the badge says "9+". */
export const FloatingClosedWithUnread: Story = {
  args: {
    defaultOpen: false,
    scenario: {
      ...userScene,
      live: build(many(12), 500)
        .filter((m) => m.user_id !== USER.id)
        .slice(0, 12),
    },
  },
}

export const FloatingClosed: Story = {
  args: { defaultOpen: false },
}

/** Inline, filling its container: the host's /message/chat route. */
export const PageMode: Story = {
  args: { mode: 'page', title: '聊天室', scenario: { ...userScene, online: PEOPLE } },
}

export const PageModeDark: Story = {
  globals: { theme: 'dark' },
  args: PageMode.args,
}
