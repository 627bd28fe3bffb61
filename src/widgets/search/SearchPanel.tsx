import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useStore } from 'zustand'
import type { SearchHit } from '../../core/contract/index.ts'
import { highlight, searchStore } from '../../core/search/index.ts'
import { Button, Empty, ErrorState, Icon, Loading, Spinner, useStyles } from '../ui/index.ts'
import * as icons from '../ui/icons.ts'
import panelCss from './search-panel.css?inline'

// What the search dialog shows: fetched with its styles the first time the dialog opens, so the
// first screen carries the search icon only (docs/architecture.md §4).

/** Typing searches after this pause; Enter searches at once. */
export const SEARCH_DEBOUNCE_MS = 400

const CIRCLED = ['①', '②', '③', '④', '⑤', '⑥', '⑦', '⑧', '⑨', '⑩']

export interface SearchPanelProps {
  defaultQuery: string
  onOpen: (id: number, query: string) => void
  onCancel: () => void
}

/** Mounted each time the dialog opens: the input starts from `defaultQuery`. */
export function SearchPanel({ defaultQuery, onOpen, onCancel }: SearchPanelProps) {
  const [text, setText] = useState(defaultQuery)
  const [active, setActive] = useState(-1)
  const [hotLoaded, setHotLoaded] = useState(false)
  const history = useStore(searchStore, (s) => s.history)
  const hot = useStore(searchStore, (s) => s.hot)
  const results = useStore(searchStore, (s) => s.results)
  const resultQuery = useStore(searchStore, (s) => s.query)
  const loading = useStore(searchStore, (s) => s.loading)
  const failed = useStore(searchStore, (s) => s.error)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const input = useRef<HTMLInputElement>(null)
  const root = useRef<HTMLDivElement>(null)
  useStyles(root, panelCss)
  // the dialog may have opened (and placed its first focus) before this panel's code arrived
  useEffect(() => input.current?.focus(), [])
  const listId = useId()
  const optionId = (index: number) => `${listId}-${index}`

  const query = text.trim()
  const pending = query !== '' && (loading || resultQuery !== query)

  const run = (value: string, record: boolean) => {
    clearTimeout(timer.current)
    timer.current = undefined
    setActive(-1)
    void searchStore.getState().search(value, { record })
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useEffect(() => {
    let alive = true
    void searchStore
      .getState()
      .loadHot()
      .finally(() => {
        if (alive) setHotLoaded(true)
      })
    // the dialog opens on what it was given: a query's results, or the history
    run(defaultQuery, false)
    return () => {
      alive = false
      clearTimeout(timer.current)
    }
  }, [])

  const change = (value: string) => {
    setText(value)
    clearTimeout(timer.current)
    if (value.trim() === '') {
      // an empty query clears the results and shows the history, at once
      run('', false)
      return
    }
    timer.current = setTimeout(() => run(value, false), SEARCH_DEBOUNCE_MS)
  }

  const choose = (tag: string) => {
    setText(tag)
    run(tag, true)
    input.current?.focus()
  }

  const showResults = query !== '' && resultQuery !== '' && results.length > 0
  const count = showResults ? results.length : 0

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      // -1 (the input) and the results form one ring
      setActive((i) => ((i + 1 + step + count + 1) % (count + 1)) - 1)
      return
    }
    if (event.key === 'Enter') {
      if (event.nativeEvent.isComposing) return // confirming an IME candidate
      event.preventDefault()
      const hit = active >= 0 && !pending ? results[active] : undefined
      if (hit) onOpen(hit.id, query)
      else run(text, true)
    }
  }

  const activeId = active >= 0 && active < count ? optionId(active) : undefined

  return (
    <div ref={root} className="xz-search__panel">
      <div className="xz-search__bar">
        <Icon icon={icons.search} size={20} className="xz-search__bar-icon" />
        <input
          ref={input}
          className="xz-search__input"
          type="search"
          role="combobox"
          aria-label="搜索文章"
          aria-autocomplete="list"
          aria-expanded={showResults}
          aria-controls={showResults ? listId : undefined}
          aria-activedescendant={activeId}
          placeholder="搜索文章内容"
          enterKeyHint="search"
          autoComplete="off"
          value={text}
          onChange={(e) => change(e.currentTarget.value)}
          onKeyDown={keyDown}
          data-autofocus=""
        />
        {/* while older results stay on screen; without any, the body says it is searching */}
        {pending && showResults ? (
          <Spinner size="small" className="xz-search__busy" label="正在搜索" />
        ) : null}
        {text !== '' ? (
          <button
            type="button"
            className="xz-search__clear"
            aria-label="清除输入"
            onClick={() => {
              change('')
              input.current?.focus()
            }}
          >
            <Icon icon={icons.close} size={16} />
          </button>
        ) : null}
        <Button variant="text" className="xz-search__cancel" onClick={onCancel}>
          取消
        </Button>
      </div>

      <div className="xz-search__content">
        {query === '' ? (
          <Home history={history} hot={hot} hotLoaded={hotLoaded} onChoose={choose} onOpen={onOpen} />
        ) : showResults ? (
          <Results
            listId={listId}
            optionId={optionId}
            results={results}
            query={resultQuery}
            active={active}
            busy={pending}
            onHover={setActive}
            onOpen={(id) => onOpen(id, query)}
          />
        ) : pending ? (
          <Loading text="正在搜索…" />
        ) : failed ? (
          <ErrorState message="搜索失败，请稍后再试" onRetry={() => run(text, false)} />
        ) : (
          <Empty text="没有找到相关文章" art={<SearchEmptyArt />} className="xz-search__empty" />
        )}
      </div>

      <p className="xz-search__keys" aria-hidden="true">
        <kbd>↑</kbd>
        <kbd>↓</kbd> 选择 <kbd>Enter</kbd> 打开 <kbd>Esc</kbd> 关闭
      </p>
    </div>
  )
}

interface HomeProps {
  history: string[]
  hot: { id: number; article_title: string }[]
  hotLoaded: boolean
  onChoose: (tag: string) => void
  onOpen: (id: number, query: string) => void
}

function Home({ history, hot, hotLoaded, onChoose, onOpen }: HomeProps) {
  const historyTitle = useId()
  const hotTitle = useId()
  return (
    <>
      {history.length > 0 ? (
        <section className="xz-search__section" aria-labelledby={historyTitle}>
          <div className="xz-search__section-head">
            <h3 className="xz-search__section-title" id={historyTitle}>
              搜索历史
            </h3>
            <Button
              variant="text"
              size="small"
              icon={icons.trash}
              onClick={() => searchStore.getState().clearHistory()}
            >
              清空
            </Button>
          </div>
          <ul className="xz-search__tags">
            {history.map((tag) => (
              <li key={tag}>
                <button type="button" className="xz-search__tag" onClick={() => onChoose(tag)}>
                  {tag}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="xz-search__section" aria-labelledby={hotTitle}>
        <div className="xz-search__section-head">
          <h3 className="xz-search__section-title" id={hotTitle}>
            热门文章
          </h3>
        </div>
        {hot.length > 0 ? (
          <ol className="xz-search__hot">
            {hot.map((article, index) => (
              <li key={article.id}>
                <button type="button" className="xz-menu-item" onClick={() => onOpen(article.id, '')}>
                  <span className={`xz-search__rank xz-search__rank--${index + 1}`}>
                    {CIRCLED[index] ?? index + 1}
                  </span>
                  <span className="xz-search__hot-title">{article.article_title}</span>
                </button>
              </li>
            ))}
          </ol>
        ) : hotLoaded ? (
          <p className="xz-search__none">暂无热门文章</p>
        ) : (
          <div className="xz-search__hot-loading">
            <Spinner size="small" label="加载热门文章" />
          </div>
        )}
      </section>
    </>
  )
}

interface ResultsProps {
  listId: string
  optionId: (index: number) => string
  results: SearchHit[]
  query: string
  active: number
  busy: boolean
  onHover: (index: number) => void
  onOpen: (id: number) => void
}

function Results({ listId, optionId, results, query, active, busy, onHover, onOpen }: ResultsProps) {
  return (
    <div className="xz-search__results" id={listId} role="listbox" aria-label="搜索结果" aria-busy={busy}>
      {results.map((hit, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input owns the keyboard (↑/↓/Enter)
        <div
          key={hit.id}
          id={optionId(index)}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className={index === active ? 'xz-search__result xz-search__result--active' : 'xz-search__result'}
          // keep the focus in the input, so the keyboard keeps working after a hover
          onMouseDown={(e) => e.preventDefault()}
          onMouseMove={() => onHover(index)}
          onClick={() => onOpen(hit.id)}
        >
          <span className="xz-search__result-title">
            <Highlighted text={hit.article_title} query={query} />
          </span>
          <span className="xz-search__result-snippet">
            <Highlighted text={hit.article_content} query={query} />
          </span>
        </div>
      ))}
    </div>
  )
}

/** The typed text in `<mark>`, the rest as text: React escapes every segment. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlight(text, query).map((segment, index) =>
        segment.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments have no identity beyond their place
          <mark key={index} className="xz-search__mark">
            {segment.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  )
}

/** A magnifier over an empty page: "nothing found", drawn in the theme's colours. */
function SearchEmptyArt() {
  return (
    <svg
      className="xz-state__art xz-search__empty-art"
      width="112"
      height="84"
      viewBox="0 0 112 84"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="xz-state__shadow" cx="56" cy="76" rx="38" ry="5" />
      <path
        className="xz-state__box"
        d="M26 10h38l12 12v46a3 3 0 0 1-3 3H26a3 3 0 0 1-3-3V13a3 3 0 0 1 3-3z"
      />
      <path className="xz-state__lid" d="M64 10v12h12M32 30h26M32 39h20M32 48h14" />
      <circle className="xz-search__empty-lens" cx="72" cy="50" r="13" />
      <path className="xz-state__lid" d="m81.5 59.5 10 10" />
      <path className="xz-state__spark" d="M68 46l8 8M76 46l-8 8" />
    </svg>
  )
}
