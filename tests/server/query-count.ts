import type { CompiledQuery, KyselyPlugin } from 'kysely'
import type { TestServer } from './harness.ts'

/** Runs `fn` with every query through the server's database counted (N+1 checks). */
export async function countQueries(server: TestServer, fn: () => Promise<unknown>): Promise<number> {
  return (await recordQueries(server, fn)).length
}

/** Runs `fn` and gives back every query it sent to the server's database, as compiled. */
export async function recordQueries(
  server: TestServer,
  fn: () => Promise<unknown>,
): Promise<CompiledQuery[]> {
  const seen: CompiledQuery[] = []
  const ctx = server.running.ctx
  const original = ctx.db
  const recorder: KyselyPlugin = {
    transformQuery: (args) => {
      seen.push(original.getExecutor().compileQuery(args.node, args.queryId))
      return args.node
    },
    transformResult: async (args) => args.result,
  }
  ctx.db = original.withPlugin(recorder)
  try {
    await fn()
  } finally {
    ctx.db = original
  }
  return seen
}
