/**
 * Resolves with what `find` returns once it returns something, polling every `everyMs`; rejects
 * after `timeoutMs`. For a real browser (stories' play functions, browser tests), where what a
 * widget renders arrives after its mocked latency or a lazy chunk.
 */
export async function poll<T>(find: () => T | null | undefined, timeoutMs = 5000, everyMs = 25): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const found = find()
    if (found) return found
    if (Date.now() > until) throw new Error(`nothing found within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}
