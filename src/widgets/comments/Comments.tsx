import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { getCommentRules, getPageThread } from '../../core/api/page.ts'
import {
  COMMENT_PAGE_SIZE,
  type Comment,
  type CommentRules,
  type CommentType,
  ROLE_ADMIN,
} from '../../core/contract/index.ts'
import { sessionStore } from '../../core/session/index.ts'
import {
  Button,
  Empty,
  ErrorState,
  Loading,
  type ThemeSetting,
  Toaster,
  uiCss,
  WidgetRoot,
} from '../ui/index.ts'
import { useConfirm } from '../ui/use-confirm.tsx'
import { CommentItem } from './CommentItem.tsx'
import type { ComposerProps, GuestMode } from './Composer.tsx'
import commentsCss from './comments.css?inline'
import {
  type CommentOrder,
  type CommentsStore,
  createCommentsStore,
  type GuestPost,
  type Thread,
} from '../../core/comments/index.ts'

// The composer (its text box, counter, emoji picker, 预览 tab and a guest's fields) is not on the
// first screen of an anonymous visit: a signed-in reader's widget fetches it when it first shows
// one, a guest's on the first focus of a light stand-in (docs/architecture.md §4).
const LazyComposer = lazy(() => import('./Composer.tsx').then((m) => ({ default: m.Composer })))
const Composer = (props: ComposerProps) => (
  <Suspense fallback={null}>
    <LazyComposer {...props} />
  </Suspense>
)

const LazyReplies = lazy(() => import('./Replies.tsx').then((m) => ({ default: m.Replies })))

export const MSG_CONFIRM_DELETE = '确定删除吗?'
export const MSG_EMPTY = '还没有评论，来抢沙发吧～'
export const MSG_LOGIN_TO_COMMENT = '登录后参与评论'
export const MSG_PLACEHOLDER = '说点什么吧～'

export interface CommentsProps {
  theme?: ThemeSetting | string
  /** what the comments hang on: 1 article, 2 talk, 3 message-board entry */
  type?: CommentType | number
  /** the article / talk / message id */
  forId?: number
  /** without type and for-id: the page whose thread this is; default location.pathname */
  path?: string
  /** the page's title, kept with its thread; default document.title */
  pageTitle?: string
  /** initial order; default 'new' */
  order?: CommentOrder | string
  /** a comment or reply was posted (its row) */
  onComment?: (comment: Comment) => void
  /** an anonymous visitor asked to log in (the shared session's login request is raised too) */
  onRequestLogin?: () => void
  /** the section's total changed (first load, post, delete): e.g. a talk's comment count */
  onTotalChange?: (total: number) => void
}

/** A positive integer from a number or a numeric string (a property set from markup or a framework). */
const toId = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null
}
const toType = (value: unknown): CommentType | null => {
  const n = toId(value)
  return n === 1 || n === 2 || n === 3 ? n : null
}
const toOrder = (value: unknown): CommentOrder => (value === 'hot' ? 'hot' : 'new')

/** The comment section of an article, a talk, a message-board entry or (by path) any page. */
export function Comments({ theme, ...props }: CommentsProps) {
  return (
    <WidgetRoot theme={theme} css={[uiCss, commentsCss]} className="xz-comments" part="comments">
      <Toaster />
      <CommentSection {...props} />
    </WidgetRoot>
  )
}

function CommentSection({ type, forId, path, pageTitle, ...rest }: Omit<CommentsProps, 'theme'>) {
  if (type == null && forId == null) return <PageSection path={path} pageTitle={pageTitle} {...rest} />
  const validType = toType(type)
  const validId = toId(forId)
  if (validType === null || validId === null) return <ErrorState message="评论区缺少有效的 type 或 for-id" />
  // a new target is a new section: fresh store, fresh paging
  return <CommentsBody key={`${validType}:${validId}`} type={validType} forId={validId} {...rest} />
}

type PageProps = Omit<CommentsProps, 'theme' | 'type' | 'forId'>
type Page =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; id: number; rules: CommentRules | null }

/**
 * A page of any site: its thread (made on first sight) and whether guests may comment there, then
 * its comments as type 4 (docs/api.md §23).
 */
function PageSection({ path, pageTitle, ...rest }: PageProps) {
  const where = path?.trim() || location.pathname
  const title = pageTitle ?? document.title
  const [page, setPage] = useState<Page>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt restarts the effect (a retry)
  useEffect(() => {
    let live = true
    setPage({ status: 'loading' })
    const url = path ? undefined : location.href.split('#')[0]
    Promise.all([
      getPageThread({ path: where, title, ...(url ? { url } : {}) }),
      // without the rules the section still reads; writing then asks for a login
      getCommentRules().catch(() => null),
    ]).then(
      ([thread, rules]) => live && setPage({ status: 'ready', id: thread.page_id, rules }),
      () => live && setPage({ status: 'error' }),
    )
    return () => {
      live = false
    }
  }, [where, title, path, attempt])
  if (page.status === 'loading') return <Loading text="评论加载中…" />
  if (page.status === 'error')
    return <ErrorState message="评论加载失败" onRetry={() => setAttempt((n) => n + 1)} />
  return <CommentsBody key={page.id} type={4} forId={page.id} rules={page.rules} {...rest} />
}

interface BodyProps extends Omit<CommentsProps, 'theme' | 'type' | 'forId' | 'path' | 'pageTitle'> {
  type: CommentType
  forId: number
  /** a page's rules for signed-out visitors (pages only) */
  rules?: CommentRules | null
}

function CommentsBody({ type, forId, rules, order, onComment, onRequestLogin, onTotalChange }: BodyProps) {
  const [store] = useState<CommentsStore>(() => createCommentsStore({ type, forId, order: toOrder(order) }))
  const state = useStore(store)
  const user = useStore(sessionStore, (s) => (s.hasToken && s.hasInfo ? s.userInfo : null))
  const [replyTo, setReplyTo] = useState<Comment | null>(null)
  const { confirm, dialog } = useConfirm()

  const callbacks = useRef({ onComment, onRequestLogin, onTotalChange })
  callbacks.current = { onComment, onRequestLogin, onTotalChange }

  useEffect(() => {
    void store.getState().load()
  }, [store])

  useEffect(() => {
    if (order !== undefined) void store.getState().setOrder(toOrder(order))
  }, [store, order])

  useEffect(() => {
    if (state.status === 'ready') callbacks.current.onTotalChange?.(state.total)
  }, [state.status, state.total])

  const requestLogin = () => {
    sessionStore.getState().requestLogin()
    callbacks.current.onRequestLogin?.()
  }

  const canDelete = (c: Comment) =>
    c.mine === true || (user !== null && (user.role === ROLE_ADMIN || user.id === c.from_id))

  const guest: GuestMode | undefined =
    !user && rules?.guests ? { emailRequired: rules.guest_email_required, onLogin: requestLogin } : undefined

  const startReply = (target: Comment) => {
    if (!user && !guest) {
      requestLogin()
      return
    }
    setReplyTo((current) => (current?.id === target.id ? null : target))
  }

  const askDelete = async (c: Comment) => {
    if (!(await confirm(MSG_CONFIRM_DELETE, { danger: true, okText: '删除' }))) return
    const removed = await store.getState().remove(c)
    if (removed && replyTo && (replyTo.id === c.id || replyTo.parent_id === c.id)) setReplyTo(null)
  }

  const postTop = async (content: string, asGuest?: GuestPost) => {
    const posted = await store.getState().add(content, asGuest)
    if (posted) callbacks.current.onComment?.(posted)
    return posted !== null
  }

  const postReply = async (target: Comment, content: string, asGuest?: GuestPost) => {
    const posted = await store.getState().reply(target, content, asGuest)
    if (posted) {
      setReplyTo(null)
      callbacks.current.onComment?.(posted)
    }
    return posted !== null
  }

  const replyComposer = (target: Comment) =>
    replyTo?.id === target.id ? (
      <Composer
        key={`reply-${target.id}`}
        label={`回复 ${target.from_name}`}
        placeholder={`回复 @${target.from_name}`}
        submitText="回复"
        autoFocus
        guest={guest}
        onCancel={() => setReplyTo(null)}
        onSubmit={(content, asGuest) => postReply(target, content, asGuest)}
      />
    ) : null

  const itemProps = (c: Comment) => ({
    comment: c,
    canDelete: canDelete(c),
    onLike: () => void store.getState().toggleLike(c.id),
    onReply: () => startReply(c),
    onDelete: () => void askDelete(c),
  })

  const renderThread = (parent: Comment, thread: Thread | undefined) => {
    if (!thread || (thread.replies.length === 0 && !thread.loading && !thread.error)) return null
    return (
      <Suspense fallback={null}>
        <LazyReplies
          parent={parent}
          thread={thread}
          renderReply={(r) => (
            <CommentItem {...itemProps(r)} reply showTo={r.to_id !== null && r.to_id !== parent.from_id}>
              {replyComposer(r)}
            </CommentItem>
          )}
          onMore={() => void store.getState().loadReplies(parent.id)}
          onCollapse={() => store.getState().collapseReplies(parent.id)}
        />
      </Suspense>
    )
  }

  const { status, list, listTotal, threads, total, loadingMore } = state
  return (
    <section className="xz-comments-section" aria-label="评论">
      <header className="xz-comments-header">
        <h3 className="xz-comments-title">{status === 'ready' ? `${total} 条评论` : '评论'}</h3>
        <fieldset className="xz-comments-sort">
          <legend className="xz-sr-only">排序</legend>
          {(['new', 'hot'] as const).map((o) => (
            <button
              key={o}
              type="button"
              className={state.order === o ? 'xz-comments-sort-btn is-active' : 'xz-comments-sort-btn'}
              aria-pressed={state.order === o}
              onClick={() => void store.getState().setOrder(o)}
            >
              {o === 'new' ? '最新' : '最热'}
            </button>
          ))}
        </fieldset>
      </header>

      {user ? (
        <div className="xz-comments-compose" part="composer">
          <Composer onSubmit={postTop} />
        </div>
      ) : guest ? (
        <div className="xz-comments-compose" part="composer">
          <GuestComposer guest={guest} onSubmit={postTop} />
        </div>
      ) : (
        <div className="xz-comments-login" part="composer">
          <p className="xz-comments-muted">登录后即可发表评论、回复他人</p>
          <Button variant="primary" onClick={requestLogin}>
            {MSG_LOGIN_TO_COMMENT}
          </Button>
        </div>
      )}

      {status === 'loading' ? (
        <Loading text="评论加载中…" />
      ) : status === 'error' ? (
        <ErrorState message="评论加载失败" onRetry={() => void store.getState().load()} />
      ) : list.length === 0 ? (
        <Empty text={MSG_EMPTY} />
      ) : (
        <>
          <ul className="xz-comments-list" part="list">
            {list.map((c) => (
              <li key={c.id} className="xz-comments-thread">
                <CommentItem {...itemProps(c)}>
                  {replyComposer(c)}
                  {renderThread(c, threads[c.id])}
                </CommentItem>
              </li>
            ))}
          </ul>
          <div className="xz-comments-more">
            {list.length < listTotal ? (
              <Button loading={loadingMore} onClick={() => void store.getState().loadMore()}>
                加载更多
              </Button>
            ) : list.length > COMMENT_PAGE_SIZE ? (
              <span className="xz-comments-muted">已经到底啦</span>
            ) : null}
          </div>
        </>
      )}
      {dialog}
    </section>
  )
}

/**
 * A guest's composer: until its first focus or click, a stand-in box that costs the first screen
 * nothing; then the real one (fields, 预览, emoji) arrives and takes the focus.
 */
function GuestComposer({ guest, onSubmit }: { guest: GuestMode; onSubmit: ComposerProps['onSubmit'] }) {
  const [opened, setOpened] = useState(false)
  if (opened)
    return (
      // the stand-in's box holds the place while the code arrives: nothing below jumps
      <Suspense fallback={<div className="xz-comments-placeholder" />}>
        <LazyComposer guest={guest} autoFocus onSubmit={onSubmit} />
      </Suspense>
    )
  return (
    <>
      <button
        type="button"
        className="xz-comments-placeholder"
        onClick={() => setOpened(true)}
        onFocus={() => setOpened(true)}
      >
        {MSG_PLACEHOLDER}
      </button>
      <div className="xz-comments-guest-bar">
        <Button variant="text" size="small" onClick={guest.onLogin}>
          登录
        </Button>
      </div>
    </>
  )
}
