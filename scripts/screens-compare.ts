// Compares two folders of screenshots from scripts/screens.ts pixel by pixel:
//
//   node --import tsx scripts/screens-compare.ts <before-dir> <after-dir> <diff-dir>
//
// One line per image name found in either folder: identical, N pixels differ, size differs, or
// missing. For every image that differs, <diff-dir>/<name> shows the "after" image faded with the
// differing pixels in red (where the sizes differ, everything outside the common part is red).
// Exits 1 when anything differs or is missing, 0 when every image is identical.
import { mkdirSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import sharp from 'sharp'

interface Pixels {
  data: Buffer
  width: number
  height: number
}

async function readPixels(file: string): Promise<Pixels> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

const pngsIn = (dir: string): string[] => readdirSync(dir).filter((name) => name.endsWith('.png'))

/** The differing pixels of two images over the larger of their sizes, and the picture of them. */
function difference(a: Pixels, b: Pixels): { count: number; picture: Pixels } {
  const width = Math.max(a.width, b.width)
  const height = Math.max(a.height, b.height)
  const data = Buffer.alloc(width * height * 4)
  let count = 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * 4
      const inA = x < a.width && y < a.height
      const inB = x < b.width && y < b.height
      const ia = (y * a.width + x) * 4
      const ib = (y * b.width + x) * 4
      const same = inA && inB && a.data.readUInt32BE(ia) === b.data.readUInt32BE(ib)
      if (same) {
        // the unchanged picture, faded toward white, so the red stands out and the place is known
        const grey = (b.data[ib]! * 0.3 + b.data[ib + 1]! * 0.59 + b.data[ib + 2]! * 0.11) * 0.25 + 191
        data[out] = data[out + 1] = data[out + 2] = Math.round(grey)
      } else {
        count++
        data[out] = 255
        data[out + 1] = data[out + 2] = 0
      }
      data[out + 3] = 255
    }
  }
  return { count, picture: { data, width, height } }
}

async function main(): Promise<number> {
  const [beforeArg, afterArg, diffArg] = process.argv.slice(2)
  if (!beforeArg || !afterArg || !diffArg) {
    console.error('usage: node --import tsx scripts/screens-compare.ts <before-dir> <after-dir> <diff-dir>')
    return 2
  }
  const [before, after, diffDir] = [resolve(beforeArg), resolve(afterArg), resolve(diffArg)]
  mkdirSync(diffDir, { recursive: true })
  const inBefore = new Set(pngsIn(before))
  const inAfter = new Set(pngsIn(after))
  const names = [...new Set([...inBefore, ...inAfter])].sort()
  let differing = 0
  for (const name of names) {
    if (!inAfter.has(name) || !inBefore.has(name)) {
      console.log(`${name}: missing in ${inAfter.has(name) ? 'before' : 'after'}`)
      differing++
      continue
    }
    const [a, b] = await Promise.all([readPixels(join(before, name)), readPixels(join(after, name))])
    const sized = a.width === b.width && a.height === b.height
    if (sized && a.data.equals(b.data)) {
      console.log(`${name}: identical`)
      continue
    }
    differing++
    const { count, picture } = difference(a, b)
    await sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 4 } })
      .png()
      .toFile(join(diffDir, name))
    console.log(
      sized
        ? `${name}: ${count} pixels differ`
        : `${name}: size differs (${a.width}×${a.height} → ${b.width}×${b.height}), ${count} pixels differ`,
    )
  }
  console.log(
    differing === 0
      ? `all ${names.length} images identical`
      : `${differing} of ${names.length} images differ or are missing; diffs in ${diffDir}`,
  )
  return differing === 0 ? 0 : 1
}

process.exitCode = await main()
