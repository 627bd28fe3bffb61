// The framework's ceiling for `npm run bench`: one hono route on @hono/node-server answering a
// constant envelope, in its own process like the real server. Prints its port on stdout.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const app = new Hono()
app.get('/api/user/getUserInfoById/:id', (c) =>
  c.json({ code: 0, message: 'success', result: { id: Number(c.req.param('id')), nick_name: '站长' } }),
)
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`port ${info.port}`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
