import { useEffect, useMemo, useRef } from 'react'
import { useStore } from 'zustand'
import { REACTION_FACES, REACTIONS } from '../../core/reactions/faces.ts'
import { createReactionsStore } from '../../core/reactions/index.ts'
import { sessionStore } from '../../core/session/index.ts'
import { errorText, toastFailure } from '../ui/failure.ts'
import { Button, type ThemeSetting, Toaster, uiCss, WidgetRoot } from '../ui/index.ts'
import css from './reactions.css?inline'

export interface ReactionsProps {
  /** 'light' | 'dark' | 'auto'; unset follows the site preference */
  theme?: ThemeSetting | string
  /** the page's path; default the current page (`/a`, `/a/` and `/a/index.html` are one page) */
  path?: string
  /** the page's title, shown in the owner's desk; default document.title */
  pageTitle?: string
}

/**
 * Six reactions to a page of any site, one choice per visitor (changeable, or taken back by
 * choosing it again), guests included (docs/api.md §23).
 */
export function Reactions({ theme, path, pageTitle }: ReactionsProps) {
  const page = path || location.pathname
  const signedIn = useStore(sessionStore, (s) => Boolean(s.token))
  const title = useRef(pageTitle)
  title.current = pageTitle
  const current = useMemo(() => createReactionsStore(page, () => title.current || document.title), [page])
  // a sign-in or out changes whose choice is shown: load again
  // biome-ignore lint/correctness/useExhaustiveDependencies: signedIn is the reason to reload
  useEffect(() => {
    void current.getState().load()
  }, [current, signedIn])
  const { status, reactions, error, saving } = useStore(current)
  return (
    <WidgetRoot theme={theme} css={[uiCss, css]}>
      <fieldset className="xz-reactions" aria-busy={status === 'loading'}>
        <legend className="xz-sr-only">你对这篇内容的态度</legend>
        {status === 'error' ? (
          <p className="xz-reactions__error" role="alert">
            {errorText(error)}
            <Button variant="text" onClick={() => void current.getState().load()}>
              重试
            </Button>
          </p>
        ) : (
          REACTIONS.map((kind) => {
            const face = REACTION_FACES[kind]
            const count = reactions?.counts[kind] ?? 0
            const chosen = reactions?.mine === kind
            return (
              <button
                key={kind}
                type="button"
                className={chosen ? 'xz-reaction xz-reaction--chosen' : 'xz-reaction'}
                aria-pressed={chosen}
                aria-label={`${face.label} ${count}`}
                title={chosen ? `取消“${face.label}”` : face.label}
                disabled={!reactions || saving}
                onClick={async () => {
                  const failure = await current.getState().choose(kind)
                  if (failure) toastFailure(failure, '表态失败，请稍后再试')
                }}
              >
                <span className="xz-reaction__emoji" aria-hidden="true">
                  {face.emoji}
                </span>
                <span className="xz-reaction__label" aria-hidden="true">
                  {face.label}
                </span>
                <span className="xz-reaction__count" aria-hidden="true">
                  {reactions ? count : ''}
                </span>
              </button>
            )
          })
        )}
      </fieldset>
      <Toaster />
    </WidgetRoot>
  )
}
