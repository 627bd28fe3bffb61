// Import specifiers of an ES module or declaration file, and the npm package a bare one names.

const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s*(?:[^'"();]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g

export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1] ?? match[2] ?? '')
}

/** `@scope/pkg/sub` → `@scope/pkg`, `pkg/sub` → `pkg`; undefined for relative paths, URLs and `node:` */
export function packageOf(specifier: string): string | undefined {
  if (/^(\.|\/|[a-z]+:|\0)/.test(specifier)) return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}
