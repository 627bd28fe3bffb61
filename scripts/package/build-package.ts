// The last step of `npm run build:lib`: turns dist/ into the folder `npm pack dist` publishes.
// The repository's package.json is the application's (server included); the package's own
// package.json is written here, with only the dependencies the built kit actually imports.
//   1. declarations: relative `.ts`/`.tsx` specifiers become `.js` (tsc leaves them as written,
//      and a consumer under `node16` resolves the files that exist), and no `?query` specifier
//      may remain (a bundler-only import would break a strict consumer's type-check);
//   2. dependencies: every bare import of dist/lib's .js and .d.ts files, at the range the
//      repository pins (react and react-dom as peers);
//   3. dist/package.json and dist/README.md.
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { LIB_ENTRIES } from './lib-config.ts'
import { importSpecifiers, packageOf } from './specifiers.ts'

const DIST = 'dist'
const LIB = join(DIST, 'lib')
const PEERS = ['react', 'react-dom']

const root = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string
  version: string
  description: string
  license: string
  dependencies: Record<string, string>
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file))
}

const libFiles = filesUnder(LIB)
const declarations = libFiles.filter((file) => file.endsWith('.d.ts'))
const modules = libFiles.filter((file) => file.endsWith('.js'))

const leaks: string[] = []
for (const file of declarations) {
  const text = readFileSync(file, 'utf8')
  const rewritten = text.replace(
    /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+?)\.tsx?(['"])/g,
    (_, head: string, path: string, tail: string) => `${head}${path}.js${tail}`,
  )
  for (const specifier of importSpecifiers(rewritten)) {
    if (specifier.includes('?')) leaks.push(`${relative(LIB, file)}: '${specifier}'`)
  }
  if (rewritten !== text) writeFileSync(file, rewritten)
}
if (leaks.length > 0) {
  console.error(`bundler-only specifiers in the declarations:\n  ${leaks.join('\n  ')}`)
  process.exit(1)
}

function installedVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')) as {
    version: string
  }
  return `^${manifest.version}`
}

const imported = new Set<string>()
for (const file of [...modules, ...declarations]) {
  for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
    const name = packageOf(specifier)
    if (name) imported.add(name)
  }
}
const dependencies: Record<string, string> = {}
for (const name of [...imported].sort()) {
  if (PEERS.includes(name)) continue
  // a transitive one the kit imports directly (e.g. @r2wc/core) is pinned at the installed version
  dependencies[name] = root.dependencies[name] ?? installedVersion(name)
}

const entry = (key: keyof typeof LIB_ENTRIES) => ({
  types: `./lib/${key}.d.ts`,
  import: `./lib/${key}.js`,
})

const manifest = {
  name: root.name,
  version: root.version,
  description: 'Xiaozhan（小站）的客户端组件：React 组件、与框架无关的核心、自定义元素和 script 标签包',
  license: root.license,
  type: 'module',
  exports: {
    './core': entry('core/index'),
    './widgets': entry('widgets/index'),
    './elements': entry('widgets/elements'),
    './custom-elements.json': './custom-elements.json',
    './embed/*': './embed/*',
    './package.json': './package.json',
  },
  customElements: 'custom-elements.json',
  // Every other module only declares things. These run on import and must stay when nothing
  // is taken from them: the tag registrations, and the session binding the API client to it.
  sideEffects: [
    './lib/widgets/elements.js',
    './lib/widgets/*/element.js',
    './lib/core/session/index.js',
    './embed/**',
  ],
  // the script-tag bundles without the .br/.gz copies the server precompresses for itself
  files: ['lib', 'embed/**/*.js', 'custom-elements.json'],
  peerDependencies: Object.fromEntries(PEERS.map((name) => [name, '^19.0.0'])),
  dependencies,
}

writeFileSync(join(DIST, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
copyFileSync('README.md', join(DIST, 'README.md'))
console.log(
  `dist/package.json: ${Object.keys(dependencies).length} dependencies (${Object.keys(dependencies).join(', ')}), peers ${PEERS.join(', ')}`,
)
