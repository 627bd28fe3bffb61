import { Converter } from 'opencc-js/t2cn'

// Sensitive words are matched on a folded form of the text (docs/api.md §27): full-width letters
// and digits as half-width (NFKC), upper case as lower, traditional characters as simplified, and
// every zero-width mark, space, punctuation mark or symbol dropped, so "代 开.發票" and "ＡＢ"
// read as "代开发票" and "ab". Each folded character remembers where it stood in the original, so
// a word found in the folded text can be starred out in the original.

const toSimplified = Converter({ from: 't', to: 'cn' })

/** Characters that may stand between the letters of a word without breaking it. */
const FILLER = /[\p{Z}\p{P}\p{S}\p{Cc}\p{Cf}\s]/u

export interface Folded {
  text: string
  /** for each UTF-16 unit of `text`, the index in the original of the character it came from */
  origin: number[]
}

/** An ASCII letter or digit (lower-cased) or an ideograph; 0 for ASCII filler. */
function plainUnit(code: number): number {
  if (code >= 0x41 && code <= 0x5a) return code + 0x20
  if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || code >= 0x4e00) return code
  return 0
}

/** Folds `input` for matching; see the module comment. */
export function fold(input: string): Folded {
  let text = ''
  const origin: number[] = []
  let index = 0
  for (const ch of input) {
    const width = ch.length
    const code = ch.charCodeAt(0)
    // the common cases without the general rules: ASCII, and CJK ideographs (NFKC keeps them)
    if (code < 0x80 || (code >= 0x4e00 && code <= 0x9fff)) {
      const plain = plainUnit(code)
      if (plain !== 0) {
        text += String.fromCharCode(plain)
        origin.push(index)
      }
      index += width
      continue
    }
    const folded = ch.normalize('NFKC').toLowerCase()
    for (const piece of folded) {
      if (FILLER.test(piece)) continue
      text += piece
      for (let i = 0; i < piece.length; i++) origin.push(index)
    }
    index += width
  }
  // the converter maps phrases too; only a conversion that keeps every position is taken whole
  const simplified = toSimplified(text)
  if (simplified.length === text.length) return { text: simplified, origin }
  let bySingle = ''
  for (const ch of text) {
    const one = toSimplified(ch)
    bySingle += one.length === ch.length ? one : ch
  }
  return { text: bySingle, origin }
}

/** A word as the owner typed it, folded the same way (empty when nothing of it is left). */
export const foldWord = (word: string): string => fold(word).text
