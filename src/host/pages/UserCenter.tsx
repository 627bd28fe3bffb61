import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react'
import { ROLE_ADMIN } from '../../core/contract/index.ts'
import { formatDate } from '../../core/format/index.ts'
import { Avatar, Button, Icon, type IconDrawing } from '../../widgets/ui/index.ts'
import { PasswordPanel } from '../../widgets/login/PasswordPanel.tsx'
import { ProfilePanel } from '../../widgets/login/ProfilePanel.tsx'
import { MessageBoard } from '../../widgets/message-board/index.ts'
import { PageShell } from '../components/PageShell.tsx'
import { Links } from '../../widgets/links/index.ts'
import { requestLogin, useMe } from '../../widgets/ui/use-me.ts'
import { useWidgetNavigate } from '../hooks/useWidgetNavigate.ts'
import * as icons from '../../widgets/ui/icons.ts'
import '../styles/pages-user.css'

const TABS = [
  { key: 'profile', label: '基本资料', icon: icons.user },
  { key: 'password', label: '修改密码', icon: icons.lock },
  { key: 'messages', label: '我的留言', icon: icons.comment },
  { key: 'links', label: '我的友链', icon: icons.link },
  { key: 'email', label: '邮件通知', icon: icons.bell },
] as const satisfies readonly { key: string; label: string; icon: IconDrawing }[]

type TabKey = (typeof TABS)[number]['key']

// few open it: its code loads with the tab
const NoticeEmailPanel = lazy(() => import('../components/NoticeEmailPanel.tsx'))

/** /userCenter — the logged-in user's profile, password, messages, friend links and notice e-mail. */
export default function UserCenter() {
  const me = useMe()
  const [tab, setTab] = useState<TabKey>('profile')
  const baseId = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const onNavigate = useWidgetNavigate()

  const shell = { route: 'UserCenter', title: '个人中心', className: 'pg-user', narrow: true } as const

  if (!me) {
    return (
      <PageShell {...shell}>
        <div className="pg-panel pg-center">
          <span className="pg-user__lock" aria-hidden="true">
            <Icon icon={icons.lock} size={36} />
          </span>
          <p>登录后才能查看个人中心</p>
          <Button variant="primary" icon={icons.user} onClick={requestLogin}>
            立即登录
          </Button>
        </div>
      </PageShell>
    )
  }

  // arrow keys move between tabs (WAI-ARIA tabs pattern)
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = (index + step + TABS.length) % TABS.length
    const target = TABS[next]
    if (target) setTab(target.key)
    tabRefs.current[next]?.focus()
  }

  return (
    <PageShell {...shell} subtitle={`欢迎回来，${me.nick_name}`}>
      <section className="pg-panel pg-profile" aria-label="我的资料">
        <Avatar src={me.avatar} name={me.nick_name} size={72} />
        <div className="pg-profile__text">
          <h2 className="pg-profile__name">
            {me.nick_name}
            <span className={me.role === ROLE_ADMIN ? 'pg-status pg-status--admin' : 'pg-status'}>
              {me.role === ROLE_ADMIN ? '站长' : '用户'}
            </span>
          </h2>
          <p className="pg-profile__meta">
            <span>账号：{me.username}</span>
            {me.createdAt ? <span>注册于 {formatDate(me.createdAt)}</span> : null}
          </p>
        </div>
      </section>

      <div className="pg-tabs pg-user__tabs" role="tablist" aria-label="个人中心">
        {TABS.map((t, index) => (
          <button
            key={t.key}
            ref={(node) => {
              tabRefs.current[index] = node
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === t.key ? 0 : -1}
            className="pg-tab"
            onClick={() => setTab(t.key)}
            onKeyDown={(e) => onTabKey(e, index)}
          >
            <Icon icon={t.icon} size={16} />
            {t.label}
          </button>
        ))}
      </div>

      <div
        className="pg-panel pg-user__panel"
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tab}`}
      >
        {tab === 'profile' ? (
          <ProfilePanel me={me} />
        ) : tab === 'password' ? (
          <PasswordPanel />
        ) : tab === 'messages' ? (
          <MessageBoard view="mine" onNavigate={onNavigate} />
        ) : tab === 'links' ? (
          <Links view="mine" />
        ) : (
          <Suspense fallback={null}>
            <NoticeEmailPanel />
          </Suspense>
        )}
      </div>
    </PageShell>
  )
}
