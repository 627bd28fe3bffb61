import { useCallback, useState } from 'react'
import { getLinksList } from '../../core/api/link.ts'
import { type FriendLink, PAGE_SIZE_MAX } from '../../core/contract/index.ts'
import { Button, ErrorState, Loading } from '../ui/index.ts'
import { useLoad } from '../ui/use-load.ts'
import { ApplyDialog } from './ApplyDialog.tsx'
import { SiteAvatar } from './SiteAvatar.tsx'
import * as icons from '../ui/icons.ts'
import { usePartStyles } from '../ui/styles.ts'
import mineCss from './links-mine.css?inline'

/** Enough pages of approved links for any personal blog's friend list. */
const SCAN_PAGES = 10

/**
 * The approved links the user applied for. The API has no "my links" call (pending ones are only
 * visible to admins), so this reads the public list, which carries each link's user_id.
 */
async function findOwnLinks(userId: number): Promise<FriendLink[]> {
  const own: FriendLink[] = []
  for (let current = 1; current <= SCAN_PAGES; current += 1) {
    const page = await getLinksList({ current, size: PAGE_SIZE_MAX })
    own.push(...page.list.filter((link) => link.user_id === userId))
    if (current * PAGE_SIZE_MAX >= page.total) break
  }
  return own
}

/** 我的友链: own approved links (editable), this visit's applications with their status, and "申请友链". */
export function MyLinks({ userId }: { userId: number }) {
  usePartStyles(mineCss)
  const approved = useLoad(`my-links-${userId}`, () => findOwnLinks(userId))
  // what was submitted during this visit, as the server answered it (pending until approved)
  const [submitted, setSubmitted] = useState<FriendLink[]>([])
  const [dialog, setDialog] = useState<{ open: boolean; editing: FriendLink | null }>({
    open: false,
    editing: null,
  })
  const close = useCallback(() => setDialog((d) => ({ ...d, open: false })), [])

  const done = (link: FriendLink) => {
    setSubmitted((prev) => [link, ...prev.filter((l) => l.id !== link.id)])
    approved.setData((prev) => (prev ? prev.filter((l) => l.id !== link.id) : prev))
  }

  const rows = [...submitted, ...(approved.data ?? []).filter((l) => !submitted.some((s) => s.id === l.id))]

  return (
    <div className="xz-lk-mine">
      <div className="xz-notice">
        <span>
          想和本站交换友链？提交申请后由站长审核，通过后会展示在友链页。待审核的申请只有站长能看到。
        </span>
        <Button
          className="xz-lk-notice__action"
          variant="primary"
          icon={icons.link}
          onClick={() => setDialog({ open: true, editing: null })}
        >
          申请友链
        </Button>
      </div>

      {approved.status === 'error' ? (
        <ErrorState message={approved.error} onRetry={approved.reload} />
      ) : approved.status === 'loading' && rows.length === 0 ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p className="xz-lk-muted xz-lk-mine__empty">你还没有已通过的友链</p>
      ) : (
        <ul className="xz-lk-mine__list">
          {rows.map((link) => {
            const pending = link.status !== 2
            return (
              <li key={link.id} className="xz-lk-own" part="own-link">
                <SiteAvatar src={link.site_avatar} name={link.site_name} size={44} shape="circle" />
                <div className="xz-lk-own__text">
                  <span className="xz-lk-own__name">
                    {link.site_name}
                    <span
                      className={
                        pending ? 'xz-lk-status xz-lk-status--pending' : 'xz-lk-status xz-lk-status--ok'
                      }
                    >
                      {pending ? '待审核' : '已通过'}
                    </span>
                  </span>
                  <a className="xz-lk-own__url" href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.url}
                  </a>
                </div>
                <Button
                  size="small"
                  icon={icons.edit}
                  onClick={() => setDialog({ open: true, editing: link })}
                >
                  修改
                </Button>
              </li>
            )
          })}
        </ul>
      )}

      {dialog.open ? <ApplyDialog open editing={dialog.editing} onClose={close} onDone={done} /> : null}
    </div>
  )
}
