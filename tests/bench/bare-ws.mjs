// The ceiling for chat fan-out in `npm run bench`: a `ws` server that sends every message it
// receives to every open socket, with nothing else (no login, no storage), the way ws's own
// documentation writes a broadcast. Prints its port.
import { WebSocketServer } from 'ws'

const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' })
wss.on('listening', () => console.log(`port ${wss.address().port}`))
wss.on('connection', (socket) => {
  socket.on('message', (data, isBinary) => {
    for (const client of wss.clients) if (client.readyState === 1) client.send(data, { binary: isBinary })
  })
})
process.on('SIGTERM', () => wss.close(() => process.exit(0)))
