import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { rememberWhileUnchanged } from '../db/while-unchanged.ts'
import { saveConfig } from '../site/sql.ts'
import { DEFAULT_WORDS } from './default-words.ts'
import { fold, foldWord } from './normalize.ts'
import { WordMatcher } from './word-matcher.ts'

// The owner's sensitive words (docs/api.md §27): a list each for nicknames, links and bodies,
// each with what a hit does — refuse the write, hold it for review, or star the word out. The
// lists live in the config table as one JSON value; the automaton built from them is kept until
// the value changes.

export const WORD_LISTS = ['nick', 'link', 'body'] as const
export type WordList = (typeof WORD_LISTS)[number]
export const WORD_ACTIONS = ['reject', 'review', 'replace'] as const
export type WordAction = (typeof WORD_ACTIONS)[number]

export type WordLists = Record<WordList, { action: WordAction; words: string[] }>

const KEY = 'moderation_words'
/** a star per character of a word: docs/api.md §27, `replace` 替换为＊ */
const STAR = '＊'

const defaults = (): WordLists => ({
  nick: { action: DEFAULT_WORDS.nick.action, words: [...DEFAULT_WORDS.nick.words] },
  link: { action: DEFAULT_WORDS.link.action, words: [...DEFAULT_WORDS.link.words] },
  body: { action: DEFAULT_WORDS.body.action, words: [...DEFAULT_WORDS.body.words] },
})

function parse(raw: string | undefined): WordLists {
  const lists = defaults()
  if (raw === undefined) return lists
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return lists
  }
  if (typeof value !== 'object' || value === null) return lists
  for (const name of WORD_LISTS) {
    const list = (value as Record<string, unknown>)[name]
    if (typeof list !== 'object' || list === null) continue
    const { action, words } = list as { action?: unknown; words?: unknown }
    if (WORD_ACTIONS.includes(action as WordAction)) lists[name].action = action as WordAction
    if (Array.isArray(words)) lists[name].words = words.filter((w): w is string => typeof w === 'string')
  }
  return lists
}

export interface Compiled {
  raw: string | undefined
  lists: WordLists
  matchers: Record<WordList, WordMatcher>
  /** folded word → the word as the owner wrote it, to say which one was hit */
  names: Record<WordList, Map<string, string>>
}

const compiled = new WeakMap<Kysely<DB>, Compiled>()

function compile(raw: string | undefined): Compiled {
  const lists = parse(raw)
  const matchers = {} as Record<WordList, WordMatcher>
  const names = {} as Record<WordList, Map<string, string>>
  for (const name of WORD_LISTS) {
    const folded = new Map<string, string>()
    for (const word of lists[name].words) {
      const key = foldWord(word)
      if (key && !folded.has(key)) folded.set(key, word)
    }
    matchers[name] = new WordMatcher(folded.keys())
    names[name] = folded
  }
  return { raw, lists, matchers, names }
}

/** Lists compiled without the database: the benchmark's, and a test's. */
export const compileWordLists = (lists: WordLists): Compiled => compile(JSON.stringify(lists))

async function current(db: Kysely<DB>): Promise<Compiled> {
  // every visitor's write screens its text: the row is read again only once the database changed
  const row = await rememberWhileUnchanged(db, KEY, () =>
    db.selectFrom('config').select('value').where('key', '=', KEY).executeTakeFirst(),
  )
  const known = compiled.get(db)
  if (known && known.raw === row?.value) return known
  const fresh = compile(row?.value)
  compiled.set(db, fresh)
  return fresh
}

export async function readWordLists(db: Kysely<DB>): Promise<WordLists> {
  return (await current(db)).lists
}

export async function saveWordLists(db: Kysely<DB>, lists: WordLists): Promise<void> {
  await saveConfig(db, [{ key: KEY, value: JSON.stringify(lists) }])
}

export interface Screened {
  /** the text, with words starred out when the list says so */
  text: string
  /** what the list asks for, when a word was found: the write refused, or held */
  verdict: 'reject' | 'review' | null
  /** the word found, as the owner wrote it */
  word: string | null
}

/** Every position of `text` covered by a hit, starred. */
function starOut(text: string, origin: number[], hits: { start: number; end: number }[]): string {
  const covered = new Set<number>()
  for (const hit of hits) {
    const first = origin[hit.start]
    const last = origin[hit.end - 1]
    if (first === undefined || last === undefined) continue
    // what stood between the word's characters (spaces, dots) goes with it
    for (let i = first; i <= last; i++) covered.add(i)
  }
  let out = ''
  let i = 0
  for (const ch of text) {
    out += covered.has(i) ? STAR : ch
    i += ch.length
  }
  return out
}

/** Matches `text` against one list (a compiled set from `wordScreen`). */
export function screenWith(set: Compiled, list: WordList, text: string, replaceOnly = false): Screened {
  const matcher = set.matchers[list]
  if (!text || matcher.empty) return { text, verdict: null, word: null }
  const folded = fold(text)
  const action = replaceOnly ? 'replace' : set.lists[list].action
  if (action !== 'replace') {
    const hit = matcher.first(folded.text)
    if (!hit) return { text, verdict: null, word: null }
    const word = set.names[list].get(folded.text.slice(hit.start, hit.end)) ?? null
    return { text, verdict: action, word }
  }
  const hits = matcher.all(folded.text)
  if (hits.length === 0) return { text, verdict: null, word: null }
  return { text: starOut(text, folded.origin, hits), verdict: null, word: null }
}

/** The lists in force, compiled: screen as many fields as a write has with one read. */
export const wordScreen = current
