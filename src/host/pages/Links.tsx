import { type ReactNode, useCallback, useState } from 'react'
import { getLinksList } from '../../core/api/link.ts'
import { getSiteConfig } from '../../core/api/site.ts'
import { toast } from '../../core/toast/index.ts'
import { Button, Empty, ErrorState, Icon, Loading } from '../../widgets/ui/index.ts'
import { PageBanner } from '../components/PageBanner.tsx'
import { LinkApplyDialog } from './parts/LinkApplyDialog.tsx'
import { Pager, pageCount } from '../../widgets/ui/Pager.tsx'
import { SiteAvatar } from './parts/SiteAvatar.tsx'
import { requestLogin, useMe } from '../../widgets/ui/use-me.ts'
import { useLoad } from '../../widgets/ui/use-load.ts'
import '../styles/pages-common.css'
import '../styles/pages-sites.css'

const LINK_PAGE_SIZE = 12

/** A path on this site as an absolute URL, for a friend to copy. */
function absolute(path: string): string {
  if (!path) return ''
  try {
    return new URL(path, window.location.origin).href
  } catch {
    return path
  }
}

/** /link/list — approved friend links, the application dialog, and this site's own card. */
export default function Links() {
  const me = useMe()
  const [page, setPage] = useState(1)
  const links = useLoad(`links-${page}`, () => getLinksList({ current: page, size: LINK_PAGE_SIZE }), {
    keep: true,
  })
  const config = useLoad('site-config', () => getSiteConfig())
  const [applying, setApplying] = useState(false)
  const close = useCallback(() => setApplying(false), [])

  const apply = () => {
    if (!me) {
      requestLogin()
      return
    }
    setApplying(true)
  }

  const site = config.data
  const info = site
    ? [
        { label: '名称', value: site.blog_name || '小站' },
        { label: '简介', value: site.personal_say || '一个记录技术与生活的个人博客' },
        { label: '地址', value: absolute('/') },
        { label: '头像', value: absolute(site.blog_avatar) },
      ].filter((row) => row.value)
    : []

  const copyInfo = async () => {
    const text = info.map((row) => `${row.label}：${row.value}`).join('\n')
    try {
      await navigator.clipboard.writeText(text)
      toast.success('已复制本站信息')
    } catch {
      toast.error('复制失败，请手动复制')
    }
  }

  const data = links.data
  let list: ReactNode
  if (links.status === 'error') {
    list = <ErrorState message={links.error} onRetry={links.reload} />
  } else if (!data) {
    list = <Loading text="友链加载中…" />
  } else if (data.list.length === 0) {
    list = (
      <Empty text="还没有友链，来做第一个朋友吧">
        <Button variant="primary" icon="link" onClick={apply}>
          申请友链
        </Button>
      </Empty>
    )
  } else {
    list = (
      <>
        <ul className={links.status === 'loading' ? 'pg-link-grid pg-stale' : 'pg-link-grid'}>
          {data.list.map((link) => (
            <li key={link.id}>
              <a className="pg-link-card" href={link.url} target="_blank" rel="noopener noreferrer">
                <SiteAvatar src={link.site_avatar} name={link.site_name} size={56} shape="circle" />
                <span className="pg-link-card__text">
                  <span className="pg-link-card__name">{link.site_name}</span>
                  <span className="pg-link-card__desc">{link.site_desc || link.url}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <Pager page={page} pages={pageCount(data.total, LINK_PAGE_SIZE)} onPage={setPage} />
      </>
    )
  }

  return (
    <div className="pg-page pg-links">
      <PageBanner route="LinkList" title="友情链接" subtitle="海内存知己，天涯若比邻" />
      <div className="pg-container">
        <section aria-labelledby="pg-links-title">
          <div className="pg-links__head">
            <h2 className="pg-section__title" id="pg-links-title">
              小伙伴们
              {data ? <span className="pg-muted pg-links__count">（{data.total}）</span> : null}
            </h2>
            <Button variant="primary" icon="link" onClick={apply}>
              申请友链
            </Button>
          </div>
          {list}
        </section>

        <section className="pg-section pg-site-info" aria-labelledby="pg-site-info-title">
          <h2 className="pg-section__title" id="pg-site-info-title">
            本站信息
          </h2>
          <div className="pg-panel pg-site-info__body">
            {config.status === 'error' ? (
              <ErrorState message={config.error} onRetry={config.reload} />
            ) : !site ? (
              <Loading />
            ) : (
              <>
                <SiteAvatar src={site.blog_avatar} name={site.blog_name || '小站'} size={72} shape="circle" />
                <dl className="pg-site-info__list">
                  {info.map((row) => (
                    <div key={row.label} className="pg-site-info__row">
                      <dt>{row.label}</dt>
                      <dd>{row.value}</dd>
                    </div>
                  ))}
                </dl>
                <div className="pg-site-info__actions">
                  <Button icon="copy" onClick={() => void copyInfo()}>
                    复制本站信息
                  </Button>
                </div>
              </>
            )}
            <p className="pg-site-info__tip">
              <Icon name="info" size={16} />
              申请前请先添加本站链接；网站需能正常访问、内容健康，长期无法访问的友链会被移除。
            </p>
          </div>
        </section>
      </div>
      <LinkApplyDialog open={applying} onClose={close} onDone={() => links.reload()} />
    </div>
  )
}
