import type { Compilable, CompiledQuery, Kysely } from 'kysely'
import type { DB } from './schema.ts'

type Value = number | string

/** Values no caller passes, told apart in the compiled parameters. */
const sentinel = (i: number, like: Value): Value =>
  typeof like === 'number' ? -0x5a17_0000 - i : `\u0000xz${i}`

interface Shape {
  compiled: CompiledQuery
  /** where each argument goes in the parameters */
  slots: number[]
}

/**
 * A query whose shape never changes, only its values (a lookup by id): Kysely builds and
 * compiles the whole query tree on every call, as much CPU as SQLite's answer itself. Here it
 * is built once per database with stand-in values, and each call only puts the real values
 * where the stand-ins were. A shape whose stand-ins cannot be found once each is built every
 * time, as before.
 */
export function preparedQuery<A extends Value[], R>(
  build: (db: Kysely<DB>, ...args: A) => Compilable<R>,
): (db: Kysely<DB>, ...args: A) => Promise<R[]> {
  const shapes = new WeakMap<Kysely<DB>, Shape | null>()
  const shapeFor = (db: Kysely<DB>, args: A): Shape | null => {
    let shape = shapes.get(db)
    if (shape === undefined) {
      const stand = args.map((a, i) => sentinel(i, a)) as A
      const compiled = build(db, ...stand).compile()
      const slots = stand.map((s) => compiled.parameters.indexOf(s))
      const once = stand.every((s, i) => slots[i] !== -1 && compiled.parameters.lastIndexOf(s) === slots[i])
      shape = once ? { compiled, slots } : null
      shapes.set(db, shape)
    }
    return shape
  }
  return async (db, ...args) => {
    const shape = shapeFor(db, args)
    if (!shape) return (await db.executeQuery(build(db, ...args))).rows
    const parameters = [...shape.compiled.parameters]
    shape.slots.forEach((slot, i) => {
      parameters[slot] = args[i]
    })
    const { rows } = await db.executeQuery<R>({ ...shape.compiled, parameters } as CompiledQuery<R>)
    return rows
  }
}
