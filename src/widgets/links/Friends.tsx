import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react'
import { getLinksList } from '../../core/api/link.ts'
import { Button, Empty, ErrorState, Loading, Pager, pageCount, requestLogin, useMe } from '../ui/index.ts'
import { useLoad } from '../ui/use-load.ts'
import { SiteAvatar } from './SiteAvatar.tsx'
import { SiteInfo } from './SiteInfo.tsx'
import * as icons from '../ui/icons.ts'

// the form (with its dialog and rules) loads when a reader first asks to apply
const ApplyDialog = lazy(() => import('./ApplyDialog.tsx').then((m) => ({ default: m.ApplyDialog })))

/** The friends page's default: a 3 × 4 grid on desktop. */
export const FRIENDS_PAGE_SIZE = 12

/** 友情链接: the approved friends a page at a time, "申请友链" (login first), and this site's card. */
export function Friends({ pageSize = FRIENDS_PAGE_SIZE }: { pageSize?: number }) {
  const me = useMe()
  const [page, setPage] = useState(1)
  const links = useLoad(`links-${page}-${pageSize}`, () => getLinksList({ current: page, size: pageSize }), {
    keep: true,
  })
  const [applying, setApplying] = useState(false)
  const close = useCallback(() => setApplying(false), [])

  const apply = () => {
    if (!me) {
      requestLogin()
      return
    }
    setApplying(true)
  }

  const applyButton = (
    <Button variant="primary" icon={icons.link} onClick={apply}>
      申请友链
    </Button>
  )

  const data = links.data
  let list: ReactNode
  if (links.status === 'error') {
    list = <ErrorState message={links.error} onRetry={links.reload} />
  } else if (!data) {
    list = <Loading text="友链加载中…" />
  } else if (data.list.length === 0) {
    list = <Empty text="还没有友链，来做第一个朋友吧">{applyButton}</Empty>
  } else {
    list = (
      <>
        <ul className={links.status === 'loading' ? 'xz-lk-grid xz-lk-stale' : 'xz-lk-grid'}>
          {data.list.map((link) => (
            <li key={link.id}>
              <a className="xz-lk-card" href={link.url} target="_blank" rel="noopener noreferrer" part="card">
                <SiteAvatar src={link.site_avatar} name={link.site_name} size={56} shape="circle" />
                <span className="xz-lk-card__text">
                  <span className="xz-lk-card__name xz-lk-line">{link.site_name}</span>
                  <span className="xz-lk-card__desc xz-lk-clamp">{link.site_desc || link.url}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <Pager page={page} pages={pageCount(data.total, pageSize)} onPage={setPage} />
      </>
    )
  }

  return (
    <>
      <section aria-label="小伙伴们">
        <div className="xz-lk-head">
          <h2 className="xz-lk-title">
            小伙伴们
            {data ? <span className="xz-lk-muted xz-lk-count">（{data.total}）</span> : null}
          </h2>
          {applyButton}
        </div>
        {list}
      </section>
      <SiteInfo />
      {applying ? (
        <Suspense fallback={null}>
          <ApplyDialog open onClose={close} onDone={() => links.reload()} />
        </Suspense>
      ) : null}
    </>
  )
}
