import { join } from 'node:path'
import { AnswerCaches } from './http/lane/answer-caches.ts'
import { RenderedArticles } from './article/article-html.ts'
import type { ServerOptions } from './context.ts'
import { HostShell } from './site/page-preload.ts'
import { PageModules } from './site/page-modules.ts'

/**
 * Everything a server keeps in memory to answer faster, made when the server is made and
 * dropped with it: two servers in one process (tests, a restart in place) share none of it.
 * Values remembered from the database live with the database handle the server opened
 * (db/while-unchanged.ts), which is dropped with it too.
 */
export interface ServerCaches {
  /** ETags, compressed bodies, envelopes and answers kept for replay (http/lane/) */
  answers: AnswerCaches
  /** articles rendered to HTML for the reader (article/article-html.ts) */
  articles: RenderedArticles
  /** the host build's page modules, for the preload links of each page */
  pageModules: PageModules
  /** the host build's index.html */
  hostShell: HostShell
}

export function createServerCaches(options: Pick<ServerOptions, 'hostDir' | 'log'>): ServerCaches {
  return {
    answers: new AnswerCaches(),
    articles: new RenderedArticles(options.log),
    pageModules: new PageModules(options.hostDir),
    hostShell: new HostShell(join(options.hostDir, 'index.html')),
  }
}
