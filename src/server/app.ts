import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { UPLOAD_MAX_BYTES } from '../core/contract/index.ts'
import type { AppEnv, ServerContext } from './context.ts'
import { identify } from './http/auth.ts'
import { compatAnswers } from './http/compat.ts'
import { cors } from './http/cors.ts'
import { allowedOrigins } from './http/allowed-origins.ts'
import { failAnswer } from './http/envelope.ts'
import { errorHandler, notFoundHandler } from './http/errors.ts'
import { conditionalBodies, IMMUTABLE, sendText } from './http/lane/conditional-body.ts'
import { albumRoutes, photoRoutes } from './album/routes.ts'
import { articleRoutes } from './article/routes.ts'
import { categoryRoutes, tagRoutes } from './taxonomy/routes.ts'
import { chatRoutes } from './chat/chat-routes.ts'
import { commentRoutes } from './comment/routes.ts'
import { likeRoutes } from './like/routes.ts'
import { linkRoutes } from './link/routes.ts'
import { messageRoutes } from './message/routes.ts'
import { notifyRoutes } from './notify/routes.ts'
import { noticeEmailRoutes } from './notify/email-routes.ts'
import { noticePages } from './notify/notice-pages.ts'
import { pageRoutes } from './page/routes.ts'
import { siteRoutes } from './site/routes.ts'
import { talkRoutes } from './talk/routes.ts'
import { uploadRoutes } from './upload/routes.ts'
import { userRoutes } from './user/routes.ts'
import { ensureDisplaySize } from './upload/display-sizes.ts'
import { hostPages } from './site/host-pages-routes.ts'
import { pageHead, withHead } from './site/page-preload.ts'
import { deskRoutes } from './desk/routes.ts'
import { COMMENT_IMPORT_MAX_BYTES } from './desk/import-routes.ts'
import { reviewLinkRoutes, spamRoutes } from './moderation/public-routes.ts'
import { healthRoutes } from './health/routes.ts'

const JSON_BODY_MAX = 256 * 1024

export function createApp(ctx: ServerContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.onError(errorHandler(ctx.options.log))
  // the proxy's probes, before any middleware: they must stay cheap
  app.route('/', healthRoutes(ctx))
  // outermost, so it compresses and tags the response every other middleware has finished
  app.use(conditionalBodies(ctx.caches.answers))
  // inside it, so a compat mode reads each answer before it is finished
  const compat = compatAnswers(ctx.options)
  if (compat) app.use(compat)

  const api = new Hono<AppEnv>()
  api.use(cors(() => allowedOrigins(ctx)))
  const limitBody = (maxSize: number, message: string) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        // the unread rest of the body makes the connection unusable for a next request
        c.header('Connection', 'close')
        return failAnswer(c, 413, message)
      },
    })
  // uploads carry an image; everything else is small JSON
  const uploadLimit = limitBody(UPLOAD_MAX_BYTES + 64 * 1024, '图片不能超过5MB')
  const jsonLimit = limitBody(JSON_BODY_MAX, '请求体太大')
  // the desk's comment import carries a whole export, written to disk as it arrives
  const importLimit = limitBody(COMMENT_IMPORT_MAX_BYTES, '文件太大：请用 npm run import 导入')
  api.use(async (c, next) => {
    // a GET has no body, and asking for one makes @hono/node-server build a whole web Request
    const method = c.req.method
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next()
    if (c.req.path === '/api/desk/import/comments') return importLimit(c, next)
    return (c.req.path.startsWith('/api/upload/') ? uploadLimit : jsonLimit)(c, next)
  })
  api.use(identify(ctx))
  api.route('/user', userRoutes(ctx))
  api.route('/article', articleRoutes(ctx))
  api.route('/category', categoryRoutes(ctx))
  api.route('/tag', tagRoutes(ctx))
  api.route('/comment', commentRoutes(ctx))
  api.route('/talk', talkRoutes(ctx))
  api.route('/photoAlbum', albumRoutes(ctx))
  api.route('/photo', photoRoutes(ctx))
  api.route('/links', linkRoutes(ctx))
  api.route('/like', likeRoutes(ctx))
  api.route('/message', messageRoutes(ctx))
  api.route('/notify', notifyRoutes(ctx))
  api.route('/notice', noticeEmailRoutes(ctx))
  api.route('/page', pageRoutes(ctx))
  api.route('/upload', uploadRoutes(ctx))
  api.route('/chat', chatRoutes(ctx))
  api.route('/desk', deskRoutes(ctx))
  api.route('/spam', spamRoutes(ctx))
  api.route('/moderation', reviewLinkRoutes(ctx))
  api.route('/', siteRoutes(ctx))
  // routes of mounted sub-apps fall through to the parent's '*', so close /api here
  api.all('*', notFoundHandler)
  // no api.onError: the app's handler catches its errors alike, and a sub-app with its own
  // would have hono wrap every one of its handlers in another dispatch
  app.route('/api', api)

  const strip = (prefix: string) => (path: string) => path.slice(prefix.length)
  for (const [prefix, dir] of [
    ['/uploads', ctx.uploadsDir],
    ['/seed', join(ctx.options.dataDir, 'seed')],
  ] as const) {
    // pictures stored before display sizes existed get theirs on first request
    app.get(`${prefix}/*`, async (c, next) => {
      const name = c.req.path.slice(prefix.length)
      if (!name.includes('%')) await ensureDisplaySize(dir, name)
      await next()
    })
  }
  app.use('/uploads/*', serveStatic({ root: ctx.uploadsDir, rewriteRequestPath: strip('/uploads') }))
  app.use(
    '/seed/*',
    serveStatic({ root: join(ctx.options.dataDir, 'seed'), rewriteRequestPath: strip('/seed') }),
  )
  app.get('/uploads/*', notFoundHandler)
  app.get('/seed/*', notFoundHandler)
  // the script-tag bundles are public files loaded as module scripts from other sites' pages,
  // which fetch them in CORS mode; no credentials are involved
  app.use('/embed/*', async (c, next) => {
    await next()
    c.res.headers.set('Access-Control-Allow-Origin', '*')
    c.res.headers.set('Cache-Control', c.req.path.includes('/chunks/') ? IMMUTABLE : 'no-cache')
  })
  for (const { prefix, dir } of ctx.options.staticMounts.filter((m) => existsSync(m.dir))) {
    app.use(`${prefix}/*`, serveStatic({ root: dir, rewriteRequestPath: strip(prefix), precompressed: true }))
    app.get(`${prefix}/*`, notFoundHandler)
  }
  for (const dir of ctx.options.publicDirs) if (existsSync(dir)) app.use('/*', serveStatic({ root: dir }))

  // the unsubscribe and confirm links of a mail
  app.route('/notice', noticePages(ctx))
  app.route('/', hostPages(ctx))

  const indexFile = join(ctx.options.hostDir, 'index.html')
  if (existsSync(ctx.options.hostDir)) {
    // Vite names every file under /assets by its content hash
    app.use('/assets/*', async (c, next) => {
      await next()
      if (c.res.status === 200) c.res.headers.set('Cache-Control', IMMUTABLE)
    })
    app.use('/*', serveStatic({ root: ctx.options.hostDir, precompressed: true }))
  }
  // History API routing: any other GET that wants a page gets the host's index.html.
  app.get('*', async (c) => {
    if (!existsSync(indexFile)) {
      return c.html(
        '<!doctype html><meta charset="utf-8"><title>小站</title><p>前端尚未构建：请运行 npm run build:host</p>',
        503,
      )
    }
    const head = await pageHead(ctx, c.req.path)
    return sendText(c, withHead(ctx.caches.hostShell.html(), head), 'text/html; charset=UTF-8')
  })
  app.notFound(notFoundHandler)
  return app
}
