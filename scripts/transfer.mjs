// `npm run import|export|backup|restore`: run the command in this process, loaded the way
// `npm start` loads the server.
import { register } from 'tsx/esm/api'

register()
const { runCli } = await import('../src/server/transfer/cli.ts')
process.exitCode = await runCli(process.argv.slice(2))
