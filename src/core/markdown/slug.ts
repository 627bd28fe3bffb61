/**
 * Heading ids: readable, stable slugs that keep Chinese (`## 安装与配置` → `安装与配置`), so a
 * link to `/article?id=3#安装与配置` still lands after the article is edited elsewhere.
 */
export function slugify(text: string): string {
  const slug = text
    .trim()
    .toLowerCase()
    .replace(/[\s\u3000]+/g, '-')
    .replace(/[^\p{L}\p{N}\p{M}_-]/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'section'
}

/** Hands out unique slugs within one document: the second "示例" becomes "示例-1". */
export function createSlugger(): (text: string) => string {
  const used = new Set<string>()
  return (text) => {
    const base = slugify(text)
    let slug = base
    for (let n = 1; used.has(slug); n += 1) slug = `${base}-${n}`
    used.add(slug)
    return slug
  }
}
