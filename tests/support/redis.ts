import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createConnection } from 'node:net'
import { freePort } from './pg.ts'

export interface TestRedis {
  url: string
  stop(): void
}

/** Whether redis-server is installed (.ci/run installs it). */
export function hasRedis(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
  })
}

/** A throw-away redis-server on a free port, nothing saved to disk. */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  for (let tries = 0; !(await answersPing(port)); tries++) {
    if (tries > 100) {
      child.kill('SIGKILL')
      throw new Error('redis-server 没有启动')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGKILL') }
}
