// The packages only the server needs at run time (the application's dependencies it imports that the
// kit does not): none of them may reach an app that installs the kit.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { importSpecifiers, packageOf } from '../../scripts/package/specifiers.ts'

export function serverOnlyPackages(root: string): string[] {
  const kit = JSON.parse(readFileSync(join(root, 'dist/package.json'), 'utf8')) as {
    dependencies?: Record<string, string>
    peerDependencies?: Record<string, string>
  }
  const app = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  const shared = new Set([...Object.keys(kit.dependencies ?? {}), ...Object.keys(kit.peerDependencies ?? {})])
  const serverDir = join(root, 'src/server')
  const found = new Set<string>()
  for (const file of readdirSync(serverDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.ts$/.test(file) || /\.test\.ts$/.test(file)) continue
    for (const specifier of importSpecifiers(readFileSync(join(serverDir, file), 'utf8'))) {
      const name = packageOf(specifier)
      if (name && name in app.dependencies && !shared.has(name)) found.add(name)
    }
  }
  if (found.size === 0) throw new Error('found no server package imports: the scan is broken')
  return [...found].sort()
}
