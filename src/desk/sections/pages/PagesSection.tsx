import { useState } from 'react'
import { getDeskPageSites, getDeskPages, mergeDeskPage, moveDeskPage } from '../../../core/api/index.ts'
import type { DeskPage } from '../../../core/contract/index.ts'
import { Button, useLoad } from '../../../widgets/ui/index.ts'
import type { RowAct } from '../../actions.ts'
import { PagedRows, usePagedList } from '../../PagedRows.tsx'
import type { SectionProps } from '../../section.ts'
import { minute } from '../common.ts'
import { SearchForm, SectionPage } from '../parts.tsx'
import { PageThread } from './PageThread.tsx'
import { type PathAction, PathDialog } from './PathDialog.tsx'

/**
 * /desk/pages: pages of every site that embeds the comments (docs/desk-api.md §Sites and
 * pages), with their counts; open a page's comments to moderate them, move a page when its
 * permalink changed, merge two paths into one.
 */
export default function PagesSection(_: SectionProps) {
  const first: { keyword: string; site?: string } = { keyword: '' }
  const { query, filter, list, rows, paging } = usePagedList(
    'desk-pages',
    first,
    ({ keyword, site, current }) =>
      getDeskPages({ current, size: 20, ...(keyword ? { keyword } : {}), ...(site ? { site } : {}) }),
  )
  const sites = useLoad('desk-page-sites', () => getDeskPageSites(), { keep: true })
  const [editing, setEditing] = useState<{ page: DeskPage; action: PathAction } | null>(null)

  const submitPath = (path: string) => {
    if (!editing) return
    const { page, action } = editing
    setEditing(null)
    void rows.act(
      page.id,
      action === 'merge' ? `确定把 ${page.path} 合并到 ${path} 吗？合并后不能拆开。` : null,
      () =>
        action === 'move' ? moveDeskPage({ id: page.id, path }) : mergeDeskPage({ id: page.id, into: path }),
      action === 'move' ? '已移动' : '已合并',
      action === 'merge' ? { okText: '合并' } : undefined,
    )
  }

  return (
    <SectionPage id="pages" title="页面">
      <SearchForm label="路径或标题" onSearch={(keyword) => filter((q) => ({ ...q, keyword }))}>
        <div className="xz-desk-filters">
          <select
            className="xz-input"
            aria-label="网站"
            value={query.site ?? ''}
            onChange={(e) => {
              const site = e.target.value
              filter(({ keyword }) => ({ keyword, ...(site ? { site } : {}) }))
            }}
          >
            <option value="">全部网站</option>
            {(sites.data ?? []).map((site) => (
              <option key={site} value={site}>
                {site}
              </option>
            ))}
          </select>
        </div>
      </SearchForm>
      <PagedRows
        label="页面列表"
        empty={
          query.keyword || query.site
            ? '没有找到这个页面'
            : '还没有页面：嵌入评论、浏览量或表态的页面被访问后会出现在这里'
        }
        {...paging}
        row={(p) => (
          <PageRow
            key={p.id}
            page={p}
            rows={rows}
            onEdit={(action) => setEditing({ page: p, action })}
            onChanged={list.reload}
          />
        )}
      />
      <PathDialog
        page={editing?.page ?? null}
        action={editing?.action ?? 'move'}
        onClose={() => setEditing(null)}
        onSubmit={submitPath}
      />
      {rows.dialog}
    </SectionPage>
  )
}

interface PageRowProps {
  page: DeskPage
  rows: RowAct
  onEdit(action: PathAction): void
  onChanged(): void
}

/** A page: where it is, what it is called, its counts, and what the owner may do with it. */
function PageRow({ page: p, rows, onEdit, onChanged }: PageRowProps) {
  const [open, setOpen] = useState(false)
  const name = p.title || p.path
  const href = p.url || `${p.site}${p.path}`
  return (
    <li className="xz-desk-row">
      <div className="xz-desk-row__main">
        <a className="xz-desk-row__title" href={href} target="_blank" rel="noreferrer">
          {name}
        </a>
        <p className="xz-desk-row__meta">
          <span>{p.site}</span>
          <code className="xz-desk-page-row__path">{p.path}</code>
        </p>
        <p className="xz-desk-row__meta xz-desk-page-row__counts">
          <span>{p.comments} 条评论</span>
          <span>{p.views} 次浏览</span>
          <span>{p.reactions} 个表态</span>
          {p.lastCommentAt ? (
            <span>
              最新评论 <time dateTime={p.lastCommentAt}>{minute(p.lastCommentAt)}</time>
            </span>
          ) : null}
        </p>
      </div>
      <div className="xz-desk-row__actions">
        <Button
          variant="text"
          aria-expanded={open}
          aria-label={`${open ? '收起评论' : '评论'}：「${name}」`}
          onClick={() => setOpen(!open)}
        >
          {open ? '收起评论' : '评论'}
        </Button>
        <Button
          variant="text"
          disabled={rows.busy === p.id}
          aria-label={`移动「${name}」`}
          onClick={() => onEdit('move')}
        >
          移动
        </Button>
        <Button
          variant="text"
          disabled={rows.busy === p.id}
          aria-label={`合并「${name}」`}
          onClick={() => onEdit('merge')}
        >
          合并
        </Button>
      </div>
      {open ? <PageThread page={p} onChanged={onChanged} /> : null}
    </li>
  )
}
