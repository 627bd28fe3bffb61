import { lazy, Suspense, useEffect, useState } from 'react'
import { searchStore } from '../../core/search/index.ts'
import {
  Button,
  Dialog,
  inlineWidgetCss,
  type ThemeSetting,
  Toaster,
  uiCss,
  WidgetRoot,
} from '../ui/index.ts'
import * as icons from '../ui/icons.ts'
import searchCss from './search.css?inline'

const loadPanel = () => import('./SearchPanel.tsx')
const SearchPanel = lazy(() => loadPanel().then((m) => ({ default: m.SearchPanel })))

export interface OpenArticleDetail {
  id: number
}

export interface SearchProps {
  /** light, dark or auto; unset follows the site preference */
  theme?: ThemeSetting | string
  /** controlled: the dialog shows exactly while true; changes are asked for through onOpenChange */
  open?: boolean
  /** the search icon button that opens the dialog; default true */
  trigger?: boolean
  /** after the callback, go to /article?id=… unless it returned false; default true */
  navigate?: boolean
  /** the text the dialog starts with each time it opens (searched at once) */
  defaultQuery?: string
  /** a result or hot article was chosen; return false to handle the navigation yourself */
  onOpenArticle?: (detail: OpenArticleDetail) => unknown
  onOpenChange?: (open: boolean) => void
}

export const articlePath = (id: number): string => `/article?id=${encodeURIComponent(String(id))}`

/** Search dialog: history, hot articles, results with the typed text highlighted. */
export function Search({
  theme,
  open,
  trigger = true,
  navigate = true,
  defaultQuery = '',
  onOpenArticle,
  onOpenChange,
}: SearchProps) {
  const controlled = open !== undefined
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false)
  const visible = controlled ? open : uncontrolledOpen

  const setVisible = (next: boolean) => {
    if (!controlled) setUncontrolledOpen(next)
    onOpenChange?.(next)
  }

  // the panel's code is fetched as the dialog's frame is, not after it
  useEffect(() => {
    if (visible) void loadPanel().catch(() => {})
  }, [visible])

  const openArticle = (id: number, query: string) => {
    if (query) searchStore.getState().addHistory(query)
    const proceed = onOpenArticle?.({ id })
    setVisible(false)
    if (proceed === false || !navigate) return
    globalThis.location?.assign(articlePath(id))
  }

  return (
    <WidgetRoot
      theme={theme}
      css={[uiCss, inlineWidgetCss, searchCss]}
      className="xz-search xz-inline-widget"
    >
      {trigger ? (
        <span className="xz-search__trigger" part="trigger">
          <Button variant="text" icon={icons.search} iconOnly onClick={() => setVisible(true)}>
            搜索
          </Button>
        </span>
      ) : null}
      <Dialog
        open={visible}
        onClose={() => setVisible(false)}
        width={640}
        showClose={false}
        className="xz-search__dialog"
        aria-label="搜索文章"
      >
        {visible ? (
          <Suspense fallback={null}>
            <SearchPanel
              defaultQuery={defaultQuery}
              onOpen={openArticle}
              onCancel={() => setVisible(false)}
            />
          </Suspense>
        ) : null}
      </Dialog>
      <Toaster />
    </WidgetRoot>
  )
}
