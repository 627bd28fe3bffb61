// Two string helpers for building markup by hand; nothing here is a sanitiser (the reader's
// widgets/article/sanitize.ts is). The one escaping of the code base: the server and the renderer
// both take it from here.

const SPECIAL = /[&<>"']/g

const NAMED_REFERENCES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Text → HTML text or attribute value, `&<>"'` written as references. Numeric ones (`&#60;`) by
 * default: they mean the same in HTML text, attribute values and XML (the RSS feed), and they are
 * what notifications have always stored, which a notification shown as plain text displays as
 * they are. The Markdown renderer writes `named` ones (`&lt;`): the reader reads its raw-HTML
 * pieces back by them (sanitize.ts), and they are what rendered articles have always held.
 */
export function escapeHtml(text: string, references: 'numeric' | 'named' = 'numeric'): string {
  return references === 'named'
    ? text.replace(SPECIAL, (c) => NAMED_REFERENCES[c] ?? c)
    : text.replace(SPECIAL, (c) => `&#${c.charCodeAt(0)};`)
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Plain text of a small piece of inline HTML (a rendered heading): tags dropped, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
      if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1))
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    })
    .replace(/\s+/g, ' ')
    .trim()
}
