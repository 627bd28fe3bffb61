/**
 * Demo images, drawn locally — no downloads.
 *
 * Every `/seed/...` path that the content modules mention (article covers, Markdown images, talk
 * and album photos, avatars, link logos, page headers, chat images, site-config images) is
 * collected from the data itself by `listSeedImagePaths`, and `generateSeedImages(dir)` renders each
 * one from an SVG string with sharp into `dir` (`/seed/covers/01.jpg` → `${dir}/covers/01.jpg`).
 * Colours and shapes derive from a hash of the path, so the output is the same on every run; a
 * caption, title or alt text nudges the scene (a "星空" photo is a night sky, a "洱海" one has water).
 *
 * Sizes (see `seedImageSpec`):
 *   covers 1200×675 · photos, talks 1200×800 or 800×1200 (numbers 2, 5, 8… are portrait) ·
 *   inline 1200×630 · chat 800×600 · headers 1920×600 · avatars, links 256×256 PNG ·
 *   misc/avatar-bg 1200×675 · misc/*-qr 256×256 PNG.
 */
import { mkdir, rename, stat, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { writeDisplaySizes } from '../upload/display-sizes.ts'
import * as articleContent from './content/articles.ts'
import * as communityContent from './content/community.ts'

export const SEED_URL_PREFIX = '/seed/'

export interface SeedImageSpec {
  width: number
  height: number
  format: 'jpeg' | 'png'
}

const PATH_RE = /^\/seed\/([a-z]+)\/([A-Za-z0-9-]+)\.(jpg|png)$/
const MD_IMAGE_RE = /!\[([^\]]*)\]\((\/seed\/[^)\s]+)\)/g

/** Size and format of a seed image, from its path alone. Throws on a path outside the scheme. */
export function seedImageSpec(p: string): SeedImageSpec {
  const m = PATH_RE.exec(p)
  if (!m) throw new Error(`not a seed image path: ${p}`)
  const dir = m[1]!
  const name = m[2]!
  const format = m[3] === 'png' ? 'png' : 'jpeg'
  const sized = (width: number, height: number): SeedImageSpec => ({ width, height, format })
  switch (dir) {
    case 'covers':
      return sized(1200, 675)
    case 'photos':
    case 'talks':
      return isPortrait(name) ? sized(800, 1200) : sized(1200, 800)
    case 'inline':
      return sized(1200, 630)
    case 'chat':
      return sized(800, 600)
    case 'headers':
      return sized(1920, 600)
    case 'avatars':
    case 'links':
      return sized(256, 256)
    case 'misc':
      return name.endsWith('-qr') ? sized(256, 256) : sized(1200, 675)
    default:
      throw new Error(`unknown seed image folder: ${p}`)
  }
}

/** Photos whose trailing number is 2, 5, 8… are portrait, so an album grid has mixed shapes. */
function isPortrait(name: string): boolean {
  const n = Number(/(\d+)$/.exec(name)?.[1] ?? '0')
  return n % 3 === 2
}

/* ------------------------------------------------------------------------------------------------
 * Collecting the paths (single source of truth: the content modules)
 * --------------------------------------------------------------------------------------------- */

function walkStrings(value: unknown, visit: (s: string) => void): void {
  if (typeof value === 'string') visit(value)
  else if (Array.isArray(value)) for (const v of value) walkStrings(v, visit)
  else if (value !== null && typeof value === 'object')
    for (const v of Object.values(value)) walkStrings(v, visit)
}

/** Every `/seed/...` image the content refers to, as a string value or a Markdown image; sorted. */
export function listSeedImagePaths(): string[] {
  const found = new Set<string>()
  walkStrings([articleContent, communityContent], (s) => {
    if (s.startsWith(SEED_URL_PREFIX) && !/\s/.test(s)) found.add(s)
    if (s.includes('](/seed/')) for (const m of s.matchAll(MD_IMAGE_RE)) found.add(m[2]!)
  })
  return [...found].sort()
}

/** Text near each image (caption, alt text, title, post) that picks its mood and scenery. */
function collectHints(): Map<string, string> {
  const hints = new Map<string, string>()
  const add = (p: string, text: string) => hints.set(p, `${hints.get(p) ?? ''} ${text}`)
  for (const a of articleContent.articles) {
    add(a.cover, `${a.category} ${a.title}`)
    for (const m of a.content.matchAll(MD_IMAGE_RE)) add(m[2]!, m[1]!)
  }
  for (const t of communityContent.talks) for (const img of t.images) add(img, t.content)
  for (const album of communityContent.albums) {
    for (const photo of album.photos) add(photo.path, `${album.name}｜${photo.caption ?? ''}`)
  }
  communityContent.chatMessages.forEach((c, i) => {
    if (c.image) add(c.image, communityContent.chatMessages[i - 1]?.content ?? '')
  })
  // art direction for the wide page headers, so the ten of them differ
  const headerScenes = [
    '清晨的湖',
    '雪山',
    '傍晚的稻田',
    '云层里的山',
    '夜晚的湖',
    '海边',
    '城市的夜',
    '戈壁的黄昏',
    '山',
    '湖',
  ]
  communityContent.pageHeaders.forEach((ph, i) => {
    add(ph.bg_url, headerScenes[i % headerScenes.length]!)
  })
  return hints
}

/* ------------------------------------------------------------------------------------------------
 * Generation
 * --------------------------------------------------------------------------------------------- */

/**
 * Writes every path of `listSeedImagePaths()` under `dir`, skipping files that already exist.
 * Files are written to a temporary name and renamed, so an interrupted run leaves no half image.
 */
export async function generateSeedImages(dir: string): Promise<void> {
  const hints = collectHints()
  const todo: string[] = []
  for (const p of listSeedImagePaths()) {
    const file = path.join(dir, p.slice(SEED_URL_PREFIX.length))
    const exists = await stat(file).then(
      (s) => s.isFile() && s.size > 0,
      () => false,
    )
    if (!exists) todo.push(p)
  }
  const folders = new Set(todo.map((p) => path.dirname(path.join(dir, p.slice(SEED_URL_PREFIX.length)))))
  await Promise.all([...folders].map((f) => mkdir(f, { recursive: true })))

  let next = 0
  const worker = async () => {
    while (next < todo.length) {
      const p = todo[next++]!
      const file = path.join(dir, p.slice(SEED_URL_PREFIX.length))
      const data = await renderSeedImage(p, hints.get(p) ?? '')
      const tmp = `${file}.${process.pid}.tmp`
      await writeFile(tmp, data)
      await rename(tmp, file)
      // covers are what lists and article pages show large: they get display sizes
      if (p.startsWith(`${SEED_URL_PREFIX}covers/`)) await writeDisplaySizes(file, data)
    }
  }
  const workers = Math.max(2, Math.min(4, availableParallelism()))
  await Promise.all(Array.from({ length: workers }, worker))
}

/** The encoded bytes of one seed image (exported for tests and previews). */
export async function renderSeedImage(p: string, hint = ''): Promise<Buffer> {
  const spec = seedImageSpec(p)
  const svg = drawSvg(p, spec, hint)
  const img = sharp(Buffer.from(svg), { density: 72 }).resize(spec.width, spec.height, { fit: 'fill' })
  return spec.format === 'png'
    ? img.png({ compressionLevel: 9 }).toBuffer()
    : img.jpeg({ quality: 75, progressive: true }).toBuffer()
}

function drawSvg(p: string, spec: SeedImageSpec, hint: string): string {
  const { width: w, height: h } = spec
  const r = rng(hash(p))
  const dir = PATH_RE.exec(p)?.[1] ?? ''
  const name = PATH_RE.exec(p)?.[2] ?? ''
  switch (dir) {
    case 'covers':
      if (hint.includes('随笔生活')) return landscape(w, h, r, hint)
      return abstractCover(w, h, r, hash(p) % 4)
    case 'inline':
      return diagram(w, h, r)
    case 'avatars':
      return name === 'blog' ? logo(w, h, r) : identicon(w, h, r)
    case 'links':
      return emblem(w, h, r)
    case 'misc':
      return name.endsWith('-qr')
        ? qr(w, h, r, name.startsWith('wechat') ? '#07c160' : '#12b7f5')
        : landscape(w, h, r, hint)
    default:
      if (/聊天室|上线|代码/.test(hint)) return abstractCover(w, h, r, 3)
      return landscape(w, h, r, hint)
  }
}

/* ------------------------------------------------------------------------------------------------
 * Small helpers: hashing, random numbers, colours, SVG
 * --------------------------------------------------------------------------------------------- */

type Rng = () => number
type RGB = [number, number, number]

function hash(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32 */
function rng(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const between = (r: Rng, lo: number, hi: number) => lo + r() * (hi - lo)
const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)]!
const n1 = (x: number) => Math.round(x * 10) / 10

function hsl(h: number, s: number, l: number): RGB {
  const hh = (((h % 360) + 360) % 360) / 360
  const ss = Math.max(0, Math.min(100, s)) / 100
  const ll = Math.max(0, Math.min(100, l)) / 100
  if (ss === 0) return [ll * 255, ll * 255, ll * 255]
  const q = ll < 0.5 ? ll * (1 + ss) : ll + ss - ll * ss
  const p = 2 * ll - q
  const ch = (t0: number) => {
    let t = t0
    if (t < 0) t += 1
    if (t > 1) t -= 1
    if (t < 1 / 6) return p + (q - p) * 6 * t
    if (t < 1 / 2) return q
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6
    return p
  }
  return [ch(hh + 1 / 3) * 255, ch(hh) * 255, ch(hh - 1 / 3) * 255]
}

function hex(c: RGB): string {
  return `#${c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

function mix(a: RGB, b: RGB, t: number): RGB {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

const WHITE: RGB = [255, 255, 255]
const BLACK: RGB = [0, 0, 0]

function svgDoc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`
}

function linear(id: string, stops: [number, RGB, number?][], x2 = 0, y2 = 1): string {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${hex(c)}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`
}

/** The picture's background: `from` in the top-left corner to `to` towards (x2, y2), as gradient `bg`. */
function background(from: RGB, to: RGB, x2 = 1, y2 = 1): string {
  return linear(
    'bg',
    [
      [0, from],
      [1, to],
    ],
    x2,
    y2,
  )
}

function radial(id: string, c: RGB, a0: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${hex(c)}" stop-opacity="${a0}"/><stop offset="1" stop-color="${hex(c)}" stop-opacity="0"/></radialGradient>`
}

/** A darkening towards the edges, which makes flat drawings read more like photographs. */
function vignette(w: number, h: number, strength: number): [string, string] {
  const defs = `<radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength}"/></radialGradient>`
  return [defs, `<rect width="${w}" height="${h}" fill="url(#vig)"/>`]
}

/* ------------------------------------------------------------------------------------------------
 * Landscapes: photos, talk images, page headers, life-essay covers
 * --------------------------------------------------------------------------------------------- */

type MoodName = 'day' | 'dawn' | 'dusk' | 'night' | 'mist'
type Feature = 'mountains' | 'water' | 'snow' | 'desert' | 'fields' | 'city'

interface Mood {
  sky: [RGB, RGB, RGB]
  sun: RGB
  sunY: number
  far: RGB
  near: RGB
  clouds: number
  night: boolean
}

type Hsl = [hue: number, saturation: number, lightness: number]

/** Each mood's colours before the picture's hue shift, which moves the sky and the hills but not the sun. */
// biome-ignore format: one mood a line reads as the table it is
const MOODS: Record<MoodName, [sky: [Hsl, Hsl, Hsl], sun: Hsl, sunY: number, far: Hsl, near: Hsl, clouds: number]> = {
  day:   [[[212, 62, 50], [205, 60, 70], [195, 55, 88]], [50, 100, 92], 0.2,  [210, 28, 70], [165, 35, 22], 3],
  dawn:  [[[232, 42, 52], [318, 38, 76], [32, 92, 82]],  [42, 100, 88], 0.42, [262, 22, 66], [252, 30, 24], 2],
  dusk:  [[[242, 45, 24], [340, 55, 58], [28, 92, 64]],  [22, 96, 72],  0.46, [292, 26, 44], [262, 36, 13], 2],
  night: [[[230, 62, 7],  [228, 46, 17], [218, 40, 31]], [50, 60, 92],  0.2,  [225, 30, 26], [230, 40, 7],  0],
  mist:  [[[200, 20, 76], [195, 18, 85], [190, 16, 93]], [45, 40, 96],  0.3,  [192, 12, 74], [172, 20, 33], 1],
}

function mood(name: MoodName, dh: number): Mood {
  const [[top, middle, bottom], sun, sunY, far, near, clouds] = MOODS[name]
  const shifted = ([h, s, l]: Hsl) => hsl(h + dh, s, l)
  return {
    sky: [shifted(top), shifted(middle), shifted(bottom)],
    sun: hsl(...sun),
    sunY,
    far: shifted(far),
    near: shifted(near),
    clouds,
    night: name === 'night',
  }
}

function pickMood(hint: string, r: Rng): MoodName {
  const caption = hint.includes('｜') ? hint.slice(hint.indexOf('｜') + 1) : hint
  if (/星|夜|月/.test(caption)) return 'night'
  if (/日落|晚霞|黄昏|傍晚|夕/.test(caption)) return 'dusk'
  if (/日出|清晨|早/.test(caption)) return 'dawn'
  if (/雨|雾|云层/.test(caption)) return 'mist'
  return pick(r, ['day', 'day', 'dawn', 'dusk', 'mist', 'night'] as const)
}

function featureOf(text: string): Feature | null {
  if (/稻田|田/.test(text)) return 'fields'
  if (/沙丘|戈壁|沙漠/.test(text)) return 'desert'
  if (/城市|天际线|老街|街/.test(text)) return 'city'
  if (/雪/.test(text)) return 'snow'
  if (/海|湖|江|河|溪|渔船/.test(text)) return 'water'
  if (/山/.test(text)) return 'mountains'
  return null
}

/** The caption decides; else the album name, half the time; else chance. */
function pickFeature(hint: string, r: Rng): Feature {
  const bar = hint.indexOf('｜')
  const caption = bar < 0 ? hint : hint.slice(bar + 1)
  const album = bar < 0 ? '' : hint.slice(0, bar)
  const fromAlbum = r() < 0.5 ? featureOf(album) : null
  return (
    featureOf(caption) ??
    fromAlbum ??
    pick(r, ['mountains', 'mountains', 'water', 'water', 'snow', 'fields', 'desert', 'city'] as const)
  )
}

/** Midpoint displacement: a ridge line of 2^levels + 1 heights. */
function ridge(r: Rng, baseY: number, amp: number, rough: number, levels: number): number[] {
  const n = 2 ** levels
  const pts = new Array<number>(n + 1).fill(baseY)
  pts[0] = baseY - r() * amp * 0.5
  pts[n] = baseY - r() * amp * 0.5
  let step = n
  let scale = amp
  while (step > 1) {
    const half = step / 2
    for (let i = half; i < n; i += step) pts[i] = (pts[i - half]! + pts[i + half]!) / 2 + (r() - 0.5) * scale
    scale *= rough
    step = half
  }
  return pts
}

function ridgePath(w: number, h: number, pts: number[], smooth: boolean): string {
  const n = pts.length - 1
  const x = (i: number) => n1((i / n) * w)
  if (!smooth) return `M0 ${h} ${pts.map((y, i) => `L${x(i)} ${n1(y)}`).join(' ')} L${w} ${h} Z`
  let d = `M0 ${h} L0 ${n1(pts[0]!)}`
  for (let i = 0; i < n; i++) {
    const mx = (x(i) + x(i + 1)) / 2
    d += ` C${n1(mx)} ${n1(pts[i]!)} ${n1(mx)} ${n1(pts[i + 1]!)} ${x(i + 1)} ${n1(pts[i + 1]!)}`
  }
  return `${d} L${w} ${h} Z`
}

function landscape(w: number, h: number, r: Rng, hint: string): string {
  const m = mood(pickMood(hint, r), between(r, -14, 14))
  const feature = pickFeature(hint, r)
  const s = Math.min(w, h)
  const defs: string[] = []
  const body: string[] = []

  defs.push(
    linear('sky', [
      [0, m.sky[0]],
      [0.55, m.sky[1]],
      [1, m.sky[2]],
    ]),
  )
  body.push(`<rect width="${w}" height="${h}" fill="url(#sky)"/>`)

  const horizon = h * (feature === 'water' || feature === 'snow' ? 0.66 : 0.62)

  if (m.night) {
    // milky way, stars, moon
    defs.push(radial('band', WHITE, 0.16))
    const angle = between(r, -35, 35)
    body.push(
      `<ellipse cx="${n1(w / 2)}" cy="${n1(horizon * 0.45)}" rx="${n1(w * 0.75)}" ry="${n1(s * 0.12)}" fill="url(#band)" transform="rotate(${n1(angle)} ${n1(w / 2)} ${n1(horizon * 0.45)})"/>`,
    )
    const stars = Math.round((w * h) / 7000)
    const dots: string[] = []
    for (let i = 0; i < stars; i++) {
      const big = r() < 0.08
      dots.push(
        `<circle cx="${n1(r() * w)}" cy="${n1(r() * horizon)}" r="${n1((big ? between(r, 1.4, 2.4) : between(r, 0.5, 1.3)) * (s / 700))}" fill-opacity="${n1(between(r, 0.35, 1))}"/>`,
      )
    }
    body.push(`<g fill="#fff">${dots.join('')}</g>`)
  }

  // sun or moon with a glow
  const sunX = w * between(r, 0.2, 0.8)
  const sunY = h * m.sunY * between(r, 0.85, 1.1)
  const sunR = s * (m.night ? 0.045 : between(r, 0.06, 0.085))
  defs.push(radial('glow', m.sun, m.night ? 0.35 : 0.55))
  body.push(`<circle cx="${n1(sunX)}" cy="${n1(sunY)}" r="${n1(sunR * 5)}" fill="url(#glow)"/>`)
  body.push(`<circle cx="${n1(sunX)}" cy="${n1(sunY)}" r="${n1(sunR)}" fill="${hex(m.sun)}"/>`)

  // clouds
  const cloudColor = m.clouds && m.sky[1][0] > 180 ? mix(WHITE, m.sky[1], 0.35) : WHITE
  for (let c = 0; c < m.clouds + Math.floor(r() * 2); c++) {
    const cx = r() * w
    const cy = between(r, 0.08, 0.38) * h
    const unit = s * between(r, 0.05, 0.09)
    const parts: string[] = []
    for (let k = 0; k < 4; k++) {
      const rx = unit * between(r, 1, 2.2)
      parts.push(
        `<ellipse cx="${n1(cx + (k - 1.5) * unit * 1.3)}" cy="${n1(cy + between(r, -0.3, 0.3) * unit)}" rx="${n1(rx)}" ry="${n1(rx * between(r, 0.32, 0.45))}"/>`,
      )
    }
    body.push(
      `<g fill="${hex(cloudColor)}" fill-opacity="${n1(between(r, 0.45, 0.75))}">${parts.join('')}</g>`,
    )
  }

  // colours of the land
  let far = m.far
  let near = m.near
  if (feature === 'desert') {
    const dark = m.night ? 0.78 : m.sunY > 0.4 ? 0.35 : 0.1
    far = mix(hsl(32, 55, 68), m.far, dark)
    near = mix(hsl(24, 60, 46), m.near, dark)
  } else if (feature === 'fields') {
    const dark = m.night ? 0.75 : m.sunY > 0.4 ? 0.3 : 0.05
    far = mix(hsl(110, 25, 55), m.far, 0.4)
    near = mix(hsl(44, 75, 48), m.near, dark)
  }
  const haze = m.sky[2]

  const layers = feature === 'city' ? 2 : feature === 'water' || feature === 'snow' ? 3 : 4
  const smooth = feature === 'desert' || feature === 'fields'
  const bottom = feature === 'water' || feature === 'snow' ? horizon : h * 0.95
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1)
    const color = mix(mix(far, near, t ** 0.9), haze, (1 - t) * 0.25)
    const baseY = horizon - s * 0.04 + (bottom - horizon) * t * 0.8
    const amp = s * (smooth ? 0.24 - 0.1 * t : 0.62 - 0.42 * t) * between(r, 0.75, 1.1)
    const pts = ridge(r, baseY, amp, smooth ? 0.45 : between(r, 0.5, 0.58), smooth ? 3 : 7).map((y) =>
      Math.max(h * 0.14, y),
    )
    const id = `l${i}`
    const top: RGB = feature === 'snow' && i < 2 ? mix(WHITE, color, 0.15) : mix(color, WHITE, 0.1)
    const stops: [number, RGB][] =
      feature === 'snow' && i < 2
        ? [
            [0, top],
            [0.3, mix(WHITE, color, 0.55)],
            [0.6, color],
            [1, mix(color, BLACK, 0.1)],
          ]
        : [
            [0, top],
            [1, mix(color, BLACK, 0.12)],
          ]
    defs.push(linear(id, stops))
    body.push(`<path d="${ridgePath(w, h, pts, smooth)}" fill="url(#${id})"/>`)
  }

  if (feature === 'water' || feature === 'snow') {
    const top = mix(m.sky[2], m.far, 0.35)
    const deep = mix(m.sky[0], m.near, 0.45)
    defs.push(
      linear('water', [
        [0, top],
        [1, deep],
      ]),
    )
    body.push(`<rect x="0" y="${n1(horizon)}" width="${w}" height="${n1(h - horizon)}" fill="url(#water)"/>`)
    // the sun's path on the water and a few ripples
    const glints: string[] = []
    for (let k = 0; k < 14; k++) {
      const y = horizon + (h - horizon) * (0.04 + k * 0.068)
      const gw = sunR * between(r, 0.8, 2.6) * (1 + k * 0.12)
      glints.push(
        `<rect x="${n1(sunX - gw / 2 + between(r, -0.3, 0.3) * sunR)}" y="${n1(y)}" width="${n1(gw)}" height="${n1(s * 0.006)}" rx="${n1(s * 0.003)}" fill-opacity="${n1(0.55 - k * 0.03)}"/>`,
      )
    }
    body.push(`<g fill="${hex(m.sun)}">${glints.join('')}</g>`)
    const ripples: string[] = []
    for (let k = 0; k < 10; k++) {
      const y = horizon + (h - horizon) * r()
      const x = r() * w
      ripples.push(
        `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(s * between(r, 0.05, 0.2))}" height="${n1(s * 0.003)}" rx="1"/>`,
      )
    }
    body.push(`<g fill="#fff" fill-opacity="0.18">${ripples.join('')}</g>`)
  }

  if (feature === 'city') {
    const ground = h * 0.86
    const building = mix(m.near, m.far, 0.25)
    const windows: string[] = []
    const blocks: string[] = []
    let x = -between(r, 0, 30)
    const lit = m.night || m.sunY > 0.4
    while (x < w) {
      const bw = s * between(r, 0.045, 0.11)
      const bh = h * between(r, 0.1, 0.36)
      blocks.push(`<rect x="${n1(x)}" y="${n1(ground - bh)}" width="${n1(bw)}" height="${n1(bh + 2)}"/>`)
      if (lit) {
        const cw = Math.max(3, bw / 7)
        for (let wy = ground - bh + cw * 1.5; wy < ground - cw * 2; wy += cw * 2.4) {
          for (let wx = x + cw; wx < x + bw - cw * 1.5; wx += cw * 2) {
            if (r() < 0.35)
              windows.push(`<rect x="${n1(wx)}" y="${n1(wy)}" width="${n1(cw)}" height="${n1(cw * 1.3)}"/>`)
          }
        }
      }
      x += bw + s * between(r, 0, 0.012)
    }
    body.push(`<g fill="${hex(building)}">${blocks.join('')}</g>`)
    if (windows.length) body.push(`<g fill="#ffd88a" fill-opacity="0.85">${windows.join('')}</g>`)
    body.push(
      `<rect x="0" y="${n1(ground)}" width="${w}" height="${n1(h - ground)}" fill="${hex(mix(m.near, BLACK, 0.2))}"/>`,
    )
  }

  const [vd, vb] = vignette(w, h, 0.28)
  defs.push(vd)
  body.push(vb)
  return svgDoc(w, h, defs.join(''), body.join(''))
}

/* ------------------------------------------------------------------------------------------------
 * Abstract covers for technical articles
 * --------------------------------------------------------------------------------------------- */

function abstractCover(w: number, h: number, r: Rng, variant: number): string {
  const hue = r() * 360
  const c1 = hsl(hue, between(r, 55, 72), between(r, 45, 58))
  const c2 = hsl(hue + between(r, 35, 80), between(r, 60, 78), between(r, 52, 64))
  const c3 = hsl(hue - between(r, 30, 60), 70, 68)
  const defs: string[] = [background(c1, c2)]
  const body: string[] = [`<rect width="${w}" height="${h}" fill="url(#bg)"/>`]

  if (variant === 0) {
    // soft circles and rings
    defs.push(radial('soft', WHITE, 0.35), radial('tint', c3, 0.7))
    for (let i = 0; i < 7; i++) {
      const rad = h * between(r, 0.12, 0.55)
      body.push(
        `<circle cx="${n1(r() * w)}" cy="${n1(r() * h)}" r="${n1(rad)}" fill="url(#${r() < 0.5 ? 'soft' : 'tint'})"/>`,
      )
    }
    for (let i = 0; i < 3; i++) {
      body.push(
        `<circle cx="${n1(r() * w)}" cy="${n1(r() * h)}" r="${n1(h * between(r, 0.1, 0.4))}" fill="none" stroke="#fff" stroke-opacity="${n1(between(r, 0.15, 0.35))}" stroke-width="${n1(between(r, 2, 7))}"/>`,
      )
    }
    const ox = w * between(r, 0.05, 0.7)
    const oy = h * between(r, 0.1, 0.6)
    const dots: string[] = []
    for (let y = 0; y < 6; y++)
      for (let x = 0; x < 10; x++)
        dots.push(`<circle cx="${n1(ox + x * 22)}" cy="${n1(oy + y * 22)}" r="3"/>`)
    body.push(`<g fill="#fff" fill-opacity="0.3">${dots.join('')}</g>`)
  } else if (variant === 1) {
    // low-poly triangles
    const cols = 10
    const rows = 6
    const pts: [number, number][][] = []
    for (let y = 0; y <= rows; y++) {
      const row: [number, number][] = []
      for (let x = 0; x <= cols; x++) {
        const jx = x === 0 || x === cols ? 0 : between(r, -0.35, 0.35)
        const jy = y === 0 || y === rows ? 0 : between(r, -0.35, 0.35)
        row.push([((x + jx) / cols) * w, ((y + jy) / rows) * h])
      }
      pts.push(row)
    }
    const tris: string[] = []
    const tri = (a: [number, number], b: [number, number], c: [number, number]) => {
      const cx = (a[0] + b[0] + c[0]) / 3
      const cy = (a[1] + b[1] + c[1]) / 3
      const t = Math.min(1, Math.max(0, (cx / w) * 0.65 + (cy / h) * 0.35 + between(r, -0.08, 0.08)))
      const col = hex(mix(mix(c1, c2, t), r() < 0.5 ? WHITE : BLACK, between(r, 0, 0.1)))
      tris.push(
        `<path d="M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}L${n1(c[0])} ${n1(c[1])}Z" fill="${col}" stroke="${col}"/>`,
      )
    }
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < cols; x++) {
        const p00 = pts[y]![x]!
        const p10 = pts[y]![x + 1]!
        const p01 = pts[y + 1]![x]!
        const p11 = pts[y + 1]![x + 1]!
        if ((x + y) % 2 === 0) {
          tri(p00, p10, p11)
          tri(p00, p11, p01)
        } else {
          tri(p00, p10, p01)
          tri(p10, p11, p01)
        }
      }
    }
    body.push(tris.join(''))
  } else if (variant === 2) {
    // layered waves under a sun
    defs.push(radial('sun', WHITE, 0.6))
    const sx = w * between(r, 0.2, 0.8)
    const sy = h * between(r, 0.2, 0.4)
    body.push(`<circle cx="${n1(sx)}" cy="${n1(sy)}" r="${n1(h * 0.35)}" fill="url(#sun)"/>`)
    body.push(`<circle cx="${n1(sx)}" cy="${n1(sy)}" r="${n1(h * 0.11)}" fill="#fff" fill-opacity="0.85"/>`)
    for (let i = 0; i < 5; i++) {
      const y0 = h * (0.48 + i * 0.11)
      const amp = h * between(r, 0.03, 0.08)
      const len = w / between(r, 1.5, 3)
      const phase = r() * len
      let d = `M0 ${h} L0 ${n1(y0)}`
      for (let x = -phase; x < w + len; x += len) {
        d += ` C${n1(x + len * 0.25)} ${n1(y0 - amp)} ${n1(x + len * 0.25)} ${n1(y0 - amp)} ${n1(x + len * 0.5)} ${n1(y0)}`
        d += ` C${n1(x + len * 0.75)} ${n1(y0 + amp)} ${n1(x + len * 0.75)} ${n1(y0 + amp)} ${n1(x + len)} ${n1(y0)}`
      }
      d += ` L${n1(w + len * 2)} ${h} Z`
      const col = mix(mix(c2, c1, i / 4), BLACK, i * 0.06)
      body.push(`<path d="${d}" fill="${hex(col)}" fill-opacity="${n1(0.55 + i * 0.1)}"/>`)
    }
  } else {
    // a code editor window
    defs.push(radial('soft', WHITE, 0.3))
    for (let i = 0; i < 4; i++) {
      body.push(
        `<circle cx="${n1(r() * w)}" cy="${n1(r() * h)}" r="${n1(h * between(r, 0.2, 0.5))}" fill="url(#soft)"/>`,
      )
    }
    const ww = w * 0.62
    const wh = h * 0.62
    const wx = (w - ww) / 2
    const wy = (h - wh) / 2 + h * 0.02
    const rad = Math.min(w, h) * 0.03
    body.push(
      `<rect x="${n1(wx + 10)}" y="${n1(wy + 16)}" width="${n1(ww)}" height="${n1(wh)}" rx="${n1(rad)}" fill="#000" fill-opacity="0.18"/>`,
    )
    body.push(
      `<rect x="${n1(wx)}" y="${n1(wy)}" width="${n1(ww)}" height="${n1(wh)}" rx="${n1(rad)}" fill="#111827" fill-opacity="0.92"/>`,
    )
    const bar = wh * 0.11
    ;['#ff5f56', '#ffbd2e', '#27c93f'].forEach((c, i) => {
      body.push(
        `<circle cx="${n1(wx + bar * (0.8 + i * 0.6))}" cy="${n1(wy + bar * 0.6)}" r="${n1(bar * 0.18)}" fill="${c}"/>`,
      )
    })
    const syntax = ['#f472b6', '#60a5fa', '#34d399', '#fbbf24', '#a78bfa', '#94a3b8', '#f87171']
    const lineH = (wh - bar * 1.6) / 9
    let indent = 0
    for (let line = 0; line < 8; line++) {
      const y = wy + bar * 1.4 + line * lineH
      let x = wx + ww * 0.06 + indent * ww * 0.05
      const tokens = 1 + Math.floor(r() * 4)
      for (let k = 0; k < tokens && x < wx + ww * 0.9; k++) {
        const tw = Math.min(ww * between(r, 0.05, 0.2), wx + ww * 0.92 - x)
        body.push(
          `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(tw)}" height="${n1(lineH * 0.42)}" rx="${n1(lineH * 0.21)}" fill="${pick(r, syntax)}" fill-opacity="0.9"/>`,
        )
        x += tw + ww * 0.015
      }
      indent = Math.max(0, Math.min(3, indent + pick(r, [-1, 0, 0, 1])))
    }
  }

  const [vd, vb] = vignette(w, h, 0.18)
  defs.push(vd)
  body.push(vb)
  return svgDoc(w, h, defs.join(''), body.join(''))
}

/* ------------------------------------------------------------------------------------------------
 * Inline diagrams for articles
 * --------------------------------------------------------------------------------------------- */

function diagram(w: number, h: number, r: Rng): string {
  const hue = r() * 360
  const defs = [
    `<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="1.6" fill="${hex(hsl(hue, 20, 82))}"/></pattern>`,
    `<marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${hex(hsl(hue, 25, 45))}"/></marker>`,
  ]
  const body = [
    `<rect width="${w}" height="${h}" fill="${hex(hsl(hue, 30, 97))}"/>`,
    `<rect width="${w}" height="${h}" fill="url(#dots)"/>`,
  ]
  const layout = pick(r, [
    [2, 3],
    [1, 4],
    [2, 2],
    [3, 2],
  ] as const)
  const [rows, cols] = layout
  const nodeW = Math.min(300, (w - (cols + 1) * 70) / cols)
  const nodeH = Math.min(150, (h - (rows + 1) * 60) / rows)
  const gapX = (w - cols * nodeW) / (cols + 1)
  const gapY = (h - rows * nodeH) / (rows + 1)
  const centers: [number, number][] = []
  const nodes: string[] = []
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const col = y % 2 === 0 ? x : cols - 1 - x // snake order keeps arrows short
      const nx = gapX + col * (nodeW + gapX)
      const ny = gapY + y * (nodeH + gapY)
      centers.push([nx + nodeW / 2, ny + nodeH / 2])
      const nh = hue + between(r, -40, 40)
      nodes.push(
        `<rect x="${n1(nx)}" y="${n1(ny)}" width="${n1(nodeW)}" height="${n1(nodeH)}" rx="14" fill="${hex(hsl(nh, 75, 92))}" stroke="${hex(hsl(nh, 55, 52))}" stroke-width="3"/>`,
        `<circle cx="${n1(nx + 44)}" cy="${n1(ny + nodeH / 2)}" r="${n1(Math.min(24, nodeH * 0.2))}" fill="${hex(hsl(nh, 65, 60))}"/>`,
        `<rect x="${n1(nx + 84)}" y="${n1(ny + nodeH / 2 - 20)}" width="${n1((nodeW - 110) * between(r, 0.6, 1))}" height="14" rx="7" fill="${hex(hsl(nh, 30, 55))}"/>`,
        `<rect x="${n1(nx + 84)}" y="${n1(ny + nodeH / 2 + 8)}" width="${n1((nodeW - 110) * between(r, 0.35, 0.7))}" height="14" rx="7" fill="${hex(hsl(nh, 22, 76))}"/>`,
      )
    }
  }
  const edges: string[] = []
  for (let i = 0; i + 1 < centers.length; i++) {
    const [ax, ay] = centers[i]!
    const [bx, by] = centers[i + 1]!
    const horizontal = Math.abs(ay - by) < 1
    const [x1, y1, x2, y2] = horizontal
      ? [ax + Math.sign(bx - ax) * nodeW * 0.5, ay, bx - Math.sign(bx - ax) * (nodeW * 0.5 + 4), by]
      : [ax, ay + nodeH * 0.5, bx, by - nodeH * 0.5 - 4]
    edges.push(
      `<line x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}" stroke="${hex(hsl(hue, 25, 45))}" stroke-width="3" marker-end="url(#arrow)"/>`,
    )
  }
  return svgDoc(w, h, defs.join(''), body.join('') + edges.join('') + nodes.join(''))
}

/* ------------------------------------------------------------------------------------------------
 * Avatars, link logos, QR-like codes (pure shapes, no fonts)
 * --------------------------------------------------------------------------------------------- */

function identicon(w: number, h: number, r: Rng): string {
  const hue = r() * 360
  const defs = background(hsl(hue, 65, 62), hsl(hue + 35, 70, 48))
  let cells: boolean[] = []
  for (let tries = 0; tries < 10; tries++) {
    cells = []
    for (let y = 0; y < 5; y++) for (let x = 0; x < 3; x++) cells.push(r() < 0.5)
    const on = cells.filter(Boolean).length
    if (on >= 6 && on <= 11) break
  }
  const unit = (w * 0.6) / 5
  const ox = w * 0.2
  const oy = h * 0.2
  const rects: string[] = []
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 5; x++) {
      const src = x < 3 ? x : 4 - x
      if (cells[y * 3 + src]) {
        rects.push(
          `<rect x="${n1(ox + x * unit + 2)}" y="${n1(oy + y * unit + 2)}" width="${n1(unit - 4)}" height="${n1(unit - 4)}" rx="${n1(unit * 0.2)}"/>`,
        )
      }
    }
  }
  return svgDoc(
    w,
    h,
    defs,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/><g fill="#fff" fill-opacity="0.92">${rects.join('')}</g>`,
  )
}

/** The site's own mark: a sun over two peaks — "a small station in the hills". */
function logo(w: number, h: number, r: Rng): string {
  const hue = 200 + r() * 40
  const defs = background(hsl(hue, 70, 58), hsl(hue + 40, 65, 42))
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<circle cx="${n1(w * 0.66)}" cy="${n1(h * 0.34)}" r="${n1(w * 0.11)}" fill="#ffd36e"/>`,
    `<path d="M${n1(w * 0.08)} ${n1(h * 0.82)} L${n1(w * 0.38)} ${n1(h * 0.4)} L${n1(w * 0.6)} ${n1(h * 0.82)} Z" fill="#fff" fill-opacity="0.95"/>`,
    `<path d="M${n1(w * 0.42)} ${n1(h * 0.82)} L${n1(w * 0.66)} ${n1(h * 0.52)} L${n1(w * 0.92)} ${n1(h * 0.82)} Z" fill="#fff" fill-opacity="0.7"/>`,
    `<rect x="${n1(w * 0.08)}" y="${n1(h * 0.82)}" width="${n1(w * 0.84)}" height="${n1(h * 0.035)}" rx="3" fill="#fff" fill-opacity="0.95"/>`,
  ]
  return svgDoc(w, h, defs, body.join(''))
}

function polygon(cx: number, cy: number, radius: number, sides: number, rotation: number): string {
  const pts: string[] = []
  for (let i = 0; i < sides; i++) {
    const a = rotation + (i / sides) * Math.PI * 2
    pts.push(`${n1(cx + Math.cos(a) * radius)},${n1(cy + Math.sin(a) * radius)}`)
  }
  return pts.join(' ')
}

function emblem(w: number, h: number, r: Rng): string {
  const hue = r() * 360
  const defs = background(hsl(hue, 60, 55), hsl(hue + 50, 65, 40), 0.3, 1)
  const cx = w / 2
  const cy = h / 2
  const body = [`<rect width="${w}" height="${h}" fill="url(#bg)"/>`]
  const shape = (radius: number, fill: string, opacity: number) => {
    const kind = Math.floor(r() * 5)
    if (kind === 0)
      return `<circle cx="${cx}" cy="${cy}" r="${n1(radius)}" fill="${fill}" fill-opacity="${opacity}"/>`
    const sides = [3, 4, 6, 8][kind - 1]!
    const rot = sides === 3 ? -Math.PI / 2 : sides === 4 ? 0 : Math.PI / sides
    return `<polygon points="${polygon(cx, cy + (sides === 3 ? radius * 0.15 : 0), radius, sides, rot)}" fill="${fill}" fill-opacity="${opacity}"/>`
  }
  body.push(shape(w * 0.34, '#fff', 0.92))
  body.push(shape(w * 0.17, hex(hsl(hue + 180, 60, 55)), 0.95))
  const orbit = r() * Math.PI * 2
  body.push(
    `<circle cx="${n1(cx + Math.cos(orbit) * w * 0.38)}" cy="${n1(cy + Math.sin(orbit) * h * 0.38)}" r="${n1(w * 0.05)}" fill="#fff" fill-opacity="0.8"/>`,
  )
  return svgDoc(w, h, defs, body.join(''))
}

/** Looks like a QR code; encodes nothing (demo data). */
function qr(w: number, h: number, r: Rng, accent: string): string {
  const n = 25
  const quiet = 2
  const size = n + quiet * 2
  const cells: string[] = []
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) ||
    (x >= n - 8 && y < 8) ||
    (x < 8 && y >= n - 8) ||
    (x >= 9 && x < 16 && y >= 9 && y < 16)
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!inFinder(x, y) && r() < 0.5)
        cells.push(`<rect x="${x + quiet}" y="${y + quiet}" width="1" height="1"/>`)
    }
  }
  const finder = (x: number, y: number) =>
    `<rect x="${x + quiet}" y="${y + quiet}" width="7" height="7"/><rect x="${x + quiet + 1}" y="${y + quiet + 1}" width="5" height="5" fill="#fff"/><rect x="${x + quiet + 2}" y="${y + quiet + 2}" width="3" height="3"/>`
  const c = quiet + 9
  const body = [
    `<rect width="${size}" height="${size}" fill="#fff"/>`,
    `<g fill="#1f2937" shape-rendering="crispEdges">${cells.join('')}${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}</g>`,
    `<rect x="${c}" y="${c}" width="7" height="7" rx="1.6" fill="#fff"/>`,
    `<rect x="${c + 1}" y="${c + 1}" width="5" height="5" rx="1.2" fill="${accent}"/>`,
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${size} ${size}">${body.join('')}</svg>`
}
