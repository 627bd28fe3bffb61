// Part `words` of `npm run bench` (run.ts imports it; `node --import tsx tests/bench/words.ts`
// runs it alone): the sensitive words (docs/api.md §27) — 10,000 words against a 2,000-character
// comment, folded (full-width, case, traditional characters, fillers) and matched, with the goal
// of ≤ 1 ms each. Pure computation in this process: no server, no database.
import { compileWordLists, screenWith } from '../../src/server/moderation/words.ts'

const WORDS = 10_000
const COMMENT_CHARS = 2_000
const RUNS = 2_000

/** Distinct words of 2–6 common characters, seeded so every run measures the same list. */
function wordList(count: number): string[] {
  // xorshift32: exact in 32-bit integers, so the list never repeats itself short of 10,000
  let seed = 2_463_534_242
  const next = () => {
    seed ^= seed << 13
    seed ^= seed >>> 17
    seed ^= seed << 5
    seed >>>= 0
    return seed
  }
  const words = new Set<string>()
  while (words.size < count) {
    const length = 2 + (next() % 5)
    let word = ''
    for (let i = 0; i < length; i++) word += String.fromCharCode(0x4e00 + (next() % 3_000))
    words.add(word)
  }
  return [...words]
}

/** A comment mixing Chinese (simplified and traditional), full-width and plain Latin, and punctuation. */
function comment(chars: number): string {
  const pieces = [
    '这篇文章写得很好，',
    '學習了很多東西。',
    'Ｈｅｌｌｏ ｗｏｒｌｄ! ',
    'see https://example.com ',
    '谢谢分享～',
  ]
  let text = ''
  for (let i = 0; text.length < chars; i++) text += pieces[i % pieces.length]
  return text.slice(0, chars)
}

const ms = (n: number) => `${n.toFixed(3)} ms`

const words = wordList(WORDS)
const t0 = performance.now()
const compiled = compileWordLists({
  body: { action: 'review', words },
  nick: { action: 'reject', words: [] },
  link: { action: 'reject', words: [] },
})
const built = performance.now() - t0
const text = comment(COMMENT_CHARS)
// the starring path reads every hit, the slower of the two
const replace = { ...compiled, lists: { ...compiled.lists, body: { action: 'replace' as const, words } } }

console.log(`\n## Sensitive words: ${WORDS} words, a ${COMMENT_CHARS}-character comment`)
console.log(`automaton built in ${ms(built)}`)
for (const [label, set] of [
  ['送审 / 拒绝 (first hit)', compiled],
  ['替换为＊ (every hit)', replace],
] as const) {
  for (let i = 0; i < 200; i++) screenWith(set, 'body', text)
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    screenWith(set, 'body', text)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(RUNS / 2)] ?? Number.NaN
  const p99 = times[Math.floor(RUNS * 0.99)] ?? Number.NaN
  console.log(
    `${label}: median ${ms(median)}, p99 ${ms(p99)} (goal ≤ 1 ms: ${median <= 1 ? 'met' : 'NOT met'})`,
  )
}
