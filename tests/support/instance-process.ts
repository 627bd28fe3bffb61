import { type ChildProcess, spawn } from 'node:child_process'

export interface InstanceProcess {
  url: string
  child: ChildProcess
  /** resolves with the exit signal or code */
  exited: Promise<string>
  output(): string
}

/**
 * `npm start`'s entry (src/server/main.ts) in a process of its own, configured only by the
 * environment, on a free port: what a deployment runs, killable for real.
 */
export function startInstance(env: Record<string, string>): Promise<InstanceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<string>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? String(code))),
  )
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += String(chunk)
      const started = /小站已启动: (http:\/\/\S+)/.exec(output)
      if (started?.[1]) resolve({ url: started[1], child, exited, output: () => output })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    exited.then((how) => reject(new Error(`instance exited (${how}) before starting:\n${output}`)))
  })
}
