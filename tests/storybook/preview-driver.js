// Runs inside Storybook's preview (iframe.html), loaded once per page by render-all.ts.
// It renders a story — or re-renders the current one in the other theme — through Storybook's own
// channel, the way the sidebar and the toolbar do, and answers when Storybook reports that render
// finished: with its errors and the a11y addon's serious and critical axe findings.
// Plain JS, not TS: tsx would wrap named functions in a helper that the page does not have.

const EVENT_ERRORS = {
  storyErrored: (e) => `story errored: ${e?.title ?? ''} ${e?.description ?? ''}`,
  storyThrewException: (e) => `story threw: ${e?.message ?? e}`,
  playFunctionThrewException: (e) => `play function threw: ${e?.message ?? e}`,
}

/** The fields describeViolations (tests/support/axe.ts) prints, nothing heavier. */
const slim = (violation) => ({
  id: violation.id,
  impact: violation.impact,
  help: violation.help,
  nodes: violation.nodes.map((n) => ({
    target: n.target,
    any: n.any.map((c) => ({ message: c.message })),
    all: n.all.map((c) => ({ message: c.message })),
    none: n.none.map((c) => ({ message: c.message })),
  })),
})

window.__xzRender = ({ storyId, theme, switching, timeoutMs, blocking }) =>
  new Promise((resolve) => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__
    const errors = []
    const listeners = {
      ...Object.fromEntries(
        Object.entries(EVENT_ERRORS).map(([name, say]) => [name, (e) => errors.push(say(e))]),
      ),
      unhandledErrorsWhilePlaying: (list) =>
        errors.push(...(list ?? []).map((e) => `unhandled error while playing: ${e?.message ?? e}`)),
      storyMissing: (id) => {
        errors.push(`story missing: ${id}`)
        settle('crashed', [])
      },
      storyFinished: (e) => {
        if (e?.storyId === storyId) settle(e.status === 'error' ? 'failed' : 'finished', e.reporters ?? [])
      },
    }
    const timer = setTimeout(() => {
      errors.push(`the story did not finish within ${timeoutMs / 1000} s`)
      settle('timeout', [])
    }, timeoutMs)
    let settled = false
    const settle = (status, reporters) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      for (const [name, fn] of Object.entries(listeners)) channel.off(name, fn)
      const a11y = reporters.find((r) => r.type === 'a11y')
      if (status === 'finished' && !a11y)
        errors.push('no axe report: the a11y addon did not run on this story')
      if (a11y?.result?.error) errors.push(`axe failed: ${a11y.result.error.message ?? a11y.result.error}`)
      const violations = (a11y?.result?.violations ?? []).filter((v) => blocking.includes(v.impact))
      const render = window.__STORYBOOK_PREVIEW__?.currentRender
      resolve({
        status,
        errors,
        violations: violations.map(slim),
        // a story that sets the theme itself (`globals: { theme: 'dark' }`) looks the same whatever the toolbar says
        themeFixed: render?.story?.storyGlobals?.theme !== undefined,
        themeShown: document.documentElement.dataset.theme ?? null,
      })
    }
    for (const [name, fn] of Object.entries(listeners)) channel.on(name, fn)
    if (switching === 'story') channel.emit('setCurrentStory', { storyId, viewMode: 'story' })
    else channel.emit('updateGlobals', { globals: { theme } })
  })
