import { type FormEvent, type MouseEvent, useState } from 'react'
import { deleteArticle, updateArticleTop } from '../../../core/api/article.ts'
import { getCategoryDictionary, getTagDictionary } from '../../../core/api/category.ts'
import type { ArticleStatus, ArticleSummary, Category, Tag } from '../../../core/contract/index.ts'
import {
  type ArticleFilter,
  filterFromSearch,
  filterToSearch,
  listArticles,
  STATUS_LABEL,
} from '../../../core/desk/index.ts'
import { Button, isPlainClick, useLoad } from '../../../widgets/ui/index.ts'
import { useRowAct } from '../../actions.ts'
import { PagedRows } from '../../PagedRows.tsx'
import type { SectionProps } from '../../section.ts'
import { ARTICLES_PATH, readerPath, writePath } from './paths.ts'
import { DangerButton } from '../../DangerButton.tsx'
import * as icons from '../../../widgets/ui/icons.ts'

interface Terms {
  categories: Category[]
  tags: Tag[]
}

const loadTerms = async (): Promise<Terms> => {
  const [categories, tags] = await Promise.all([getCategoryDictionary(), getTagDictionary()])
  return { categories, tags }
}

const day = (iso: string) => iso.slice(0, 10)

/** The articles: search, status, category and tag filters, paging, and each row's actions. */
export function ArticleTable({ search, navigate }: SectionProps) {
  const filter = filterFromSearch(search)
  const key = filterToSearch(filter)
  const list = useLoad(`articles${key}`, () => listArticles(filter), { keep: true })
  const terms = useLoad('terms', loadTerms)
  const rows = useRowAct(list.reload)
  const busy = rows.busy

  const show = (next: Partial<ArticleFilter>) =>
    navigate(`${ARTICLES_PATH}${filterToSearch({ ...filter, current: 1, ...next })}`)

  const open = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    navigate(to)
  }

  const remove = (a: ArticleSummary) =>
    rows.act(
      a.id,
      `确定删除《${a.article_title}》吗？删除后无法恢复。`,
      () => deleteArticle(a.id),
      '删除成功',
      {
        okText: '删除',
        failed: '删除失败',
      },
    )

  const pin = (a: ArticleSummary) =>
    rows.act(a.id, null, () => updateArticleTop(a.id, a.is_top ? 0 : 1), a.is_top ? '已取消置顶' : '已置顶')

  return (
    <section className="xz-desk-page" aria-labelledby="desk-articles-title">
      <header className="xz-desk-page__head">
        <h1 id="desk-articles-title" className="xz-desk-page__title">
          文章
        </h1>
        <a href={writePath()} className="xz-button xz-button--primary" onClick={open(writePath())}>
          写文章
        </a>
      </header>
      <Filters filter={filter} terms={terms.data} onChange={show} />
      <PagedRows
        label="文章列表"
        empty={key ? '没有符合条件的文章' : '还没有文章，写第一篇吧'}
        loaded={list}
        current={filter.current}
        onPage={(current) => navigate(`${ARTICLES_PATH}${filterToSearch({ ...filter, current })}`)}
        hrefFor={(current) => `${ARTICLES_PATH}${filterToSearch({ ...filter, current })}`}
        row={(a) => (
          <li key={a.id} className="xz-desk-row">
            <div className="xz-desk-row__main">
              <a href={writePath(a.id)} className="xz-desk-row__title" onClick={open(writePath(a.id))}>
                {a.is_top ? <span className="xz-desk-chip xz-desk-chip--top">置顶</span> : null}
                {a.article_title}
              </a>
              <p className="xz-desk-row__meta">
                <StatusChip status={a.status} />
                <span>{a.categoryName ?? '未分类'}</span>
                {a.tagNameList.length > 0 ? <span>{a.tagNameList.join('、')}</span> : null}
                <time dateTime={a.createdAt}>{day(a.createdAt)}</time>
                <span>浏览 {a.view_times}</span>
              </p>
            </div>
            <div className="xz-desk-row__actions">
              <a href={writePath(a.id)} className="xz-button xz-button--text" onClick={open(writePath(a.id))}>
                编辑
              </a>
              <Button variant="text" disabled={busy === a.id} onClick={() => void pin(a)}>
                {a.is_top ? '取消置顶' : '置顶'}
              </Button>
              {a.status === 1 ? (
                <a
                  href={readerPath(a.id)}
                  className="xz-button xz-button--text"
                  target="_blank"
                  rel="noreferrer"
                >
                  查看
                </a>
              ) : null}
              <DangerButton disabled={busy === a.id} onClick={() => void remove(a)}>
                删除
              </DangerButton>
            </div>
          </li>
        )}
      />
      {rows.dialog}
    </section>
  )
}

export function StatusChip({ status }: { status: ArticleStatus }) {
  return <span className={`xz-desk-chip xz-desk-chip--s${status}`}>{STATUS_LABEL[status]}</span>
}

interface FiltersProps {
  filter: ArticleFilter
  terms: Terms | null
  onChange(next: Partial<ArticleFilter>): void
}

interface NumberSelectProps {
  /** what is filtered, e.g. 分类; the first option, 全部分类, means no filter */
  label: string
  value: number | undefined
  options: readonly (readonly [number, string])[]
  onChange(value: number | undefined): void
}

/** A filter over ids: the empty choice means all. */
function NumberSelect({ label, value, options, onChange }: NumberSelectProps) {
  return (
    <select
      className="xz-input"
      aria-label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
    >
      <option value="">全部{label}</option>
      {options.map(([id, name]) => (
        <option key={id} value={id}>
          {name}
        </option>
      ))}
    </select>
  )
}

function Filters({ filter, terms, onChange }: FiltersProps) {
  const [keyword, setKeyword] = useState(filter.keyword ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ keyword: keyword.trim() || undefined })
  }
  return (
    <form className="xz-desk-filters" aria-label="筛选文章" onSubmit={submit}>
      <input
        className="xz-input xz-desk-filters__search"
        type="search"
        aria-label="搜索标题或简介"
        placeholder="搜索标题或简介"
        value={keyword}
        maxLength={50}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <NumberSelect
        label="状态"
        value={filter.status}
        options={([1, 2, 3] as const).map((s) => [s, STATUS_LABEL[s]])}
        onChange={(status) => onChange({ status: status as ArticleStatus | undefined })}
      />
      <NumberSelect
        label="分类"
        value={filter.category_id}
        options={terms?.categories.map((c) => [c.id, c.category_name]) ?? []}
        onChange={(category_id) => onChange({ category_id })}
      />
      <NumberSelect
        label="标签"
        value={filter.tag_id}
        options={terms?.tags.map((t) => [t.id, t.tag_name]) ?? []}
        onChange={(tag_id) => onChange({ tag_id })}
      />
      <Button type="submit" icon={icons.search}>
        搜索
      </Button>
    </form>
  )
}
