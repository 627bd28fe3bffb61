import type { TestProject } from 'vitest/node'
import { pgBinDir, startPgCluster } from './pg.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** the throw-away cluster of the `server-pg` project; tests make their own database in it */
    pgUrl: string
  }
}

/** One cluster for the whole run; each test server gets a database of its own (harness.ts). */
export default async function setup(project: TestProject) {
  if (!pgBinDir()) return
  const cluster = await startPgCluster()
  project.provide('pgUrl', cluster.url)
  return () => cluster.stop()
}
