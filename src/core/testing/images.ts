// Pictures for stories and tests, drawn as SVG data: URIs so nothing touches the network. Each
// drawing has one job (an avatar, a cover, a photo…); they all go through `svgUri`.

/**
 * An SVG document as a data: URI. Parentheses are escaped too (`hsl(…)` has them) so the URI can
 * stand inside Markdown's `![alt](url "title")` without ending the link early.
 */
export function svgUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg).replace(/\(/g, '%28').replace(/\)/g, '%29')}`
}

/** A coloured silhouette: an avatar with a face. */
export function face(hue: number): string {
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue},60%,70%)"/><circle cx="32" cy="26" r="12" fill="#fff"/><path d="M10 62a22 22 0 0 1 44 0z" fill="#fff"/></svg>`,
  )
}

/** A plain avatar: one character on a colour. */
export function initialAvatar(label: string, background: string): string {
  return svgUri(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80">' +
      `<rect width="80" height="80" fill="${background}"/>` +
      `<text x="40" y="42" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="36" fill="#fff">${label}</text>` +
      '</svg>',
  )
}

/** A tiny landscape (sun and hills) on a flat colour with a centred label: talk pictures, site icons. */
export function labelledScene(label: string, background: string, width = 120, height = 120): string {
  const size = Math.round(Math.min(width, height) / (label.length > 2 ? 5 : 2.6))
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="100%" height="100%" fill="${background}"/>` +
      `<circle cx="${width * 0.78}" cy="${height * 0.26}" r="${Math.min(width, height) * 0.09}" fill="#fff" fill-opacity=".55"/>` +
      `<path d="M0 ${height * 0.82} L${width * 0.3} ${height * 0.55} L${width * 0.55} ${height * 0.75} L${width * 0.75} ${height * 0.6} L${width} ${height * 0.85} V${height} H0Z" fill="#000" fill-opacity=".18"/>` +
      `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${size}" fill="#fff">${label}</text>` +
      '</svg>',
  )
}

/** An article illustration: a tinted card with simple shapes and an ASCII label. */
export function illustration(label: string, hue: number, width = 960, height = 480): string {
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 65% 45%)"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
      `<circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.22}" fill="rgba(255,255,255,0.18)"/>` +
      `<rect x="${width * 0.08}" y="${height * 0.62}" width="${width * 0.5}" height="14" rx="7" fill="rgba(255,255,255,0.55)"/>` +
      `<rect x="${width * 0.08}" y="${height * 0.72}" width="${width * 0.32}" height="14" rx="7" fill="rgba(255,255,255,0.35)"/>` +
      `<text x="${width * 0.08}" y="${height * 0.45}" font-family="sans-serif" font-size="${Math.round(height / 8)}" ` +
      `font-weight="700" fill="#fff">${label}</text></svg>`,
  )
}

/** A small timeline cover: two colour bands and a circle. */
export function bandedCover(hue: number): string {
  return svgUri(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100">',
      `<rect width="160" height="100" fill="hsl(${hue} 65% 62%)"/>`,
      `<rect y="62" width="160" height="38" fill="hsl(${(hue + 30) % 360} 50% 40%)"/>`,
      `<circle cx="118" cy="32" r="14" fill="#fff" fill-opacity=".75"/>`,
      '</svg>',
    ].join(''),
  )
}

/** An album photo: a gradient sky, a sun, hills and an optional big label, at any size. */
export function photo(width: number, height: number, hue: number, label = ''): string {
  const w = Math.round(width)
  const h = Math.round(height)
  const r = Math.round(Math.min(w, h) * 0.09)
  return svgUri(
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
      '<defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1">',
      `<stop offset="0" stop-color="hsl(${hue} 70% 72%)"/>`,
      `<stop offset="1" stop-color="hsl(${(hue + 40) % 360} 55% 42%)"/>`,
      '</linearGradient></defs>',
      `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
      `<circle cx="${Math.round(w * 0.74)}" cy="${Math.round(h * 0.26)}" r="${r}" fill="#fff" fill-opacity=".8"/>`,
      `<path d="M0 ${h}L${Math.round(w * 0.32)} ${Math.round(h * 0.52)}L${Math.round(w * 0.55)} ${Math.round(h * 0.74)}`,
      `L${Math.round(w * 0.78)} ${Math.round(h * 0.56)}L${w} ${Math.round(h * 0.78)}V${h}Z" fill="#000" fill-opacity=".22"/>`,
      label
        ? `<text x="${Math.round(w * 0.08)}" y="${Math.round(h * 0.2)}" font-family="sans-serif" font-weight="700" font-size="${Math.round(Math.min(w, h) * 0.14)}" fill="#fff" fill-opacity=".9">${label}</text>`
        : '',
      '</svg>',
    ].join(''),
  )
}

/** A picture sent in the chat: a gradient, a sun, hills and a caption in the corner. */
export function chatPicture(hue: number, label: string, width = 480, height = 320): string {
  return svgUri(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,42%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.72}" cy="${height * 0.3}" r="${height * 0.12}" fill="rgba(255,255,255,.75)"/>
<path d="M0 ${height} L${width * 0.35} ${height * 0.45} L${width * 0.6} ${height * 0.75} L${width * 0.78} ${height * 0.58} L${width} ${height} Z" fill="rgba(0,0,0,.25)"/>
<text x="24" y="${height - 24}" font-family="sans-serif" font-size="28" fill="#fff">${label}</text></svg>`)
}

/** A numbered slide for the lightbox, 800 × 520. */
export function numberedSlide(n: number, hue: number): string {
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="520"><rect width="800" height="520" fill="hsl(${hue} 60% 55%)"/><text x="400" y="290" font-size="96" text-anchor="middle" fill="white">${n}</text></svg>`,
  )
}

/** A square landscape icon (sky, sun, hill) that scales to any avatar size. */
export const LANDSCAPE_ICON = svgUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#9cc3ff"/><circle cx="46" cy="18" r="8" fill="#ffd166"/><path d="M0 52 20 30l14 14 10-8 20 16v12H0z" fill="#3e7bfa"/></svg>',
)
