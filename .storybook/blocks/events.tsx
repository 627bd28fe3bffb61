// All events of all elements in one table, from custom-elements.json: an event several
// elements share (xz-open-change, xz-navigate, …) is one row listing them.
import { Table } from './element-reference.tsx'
import { elements } from './manifest.ts'

interface EventRow {
  name: string
  type: string
  description: string
  tags: string[]
}

function collect(): EventRow[] {
  const rows = new Map<string, EventRow>()
  for (const element of elements) {
    for (const event of element.events) {
      const row = rows.get(event.name)
      if (row) row.tags.push(element.tagName)
      else
        rows.set(event.name, {
          name: event.name,
          type: event.type.text,
          description: event.description,
          tags: [element.tagName],
        })
    }
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name))
}

export function EventTable() {
  return (
    <Table
      head={['事件', '类型', '派发它的元素', '说明']}
      rows={collect().map((e) => [
        <code key="n">{e.name}</code>,
        <code key="t">{e.type}</code>,
        e.tags.map((t, i) => (
          <span key={t}>
            {i > 0 ? '、' : ''}
            <code>{t}</code>
          </span>
        )),
        e.description,
      ])}
    />
  )
}

/** The tags the kit defines, for prose that lists them. */
export function ElementList() {
  return (
    <ul>
      {elements.map((e) => (
        <li key={e.tagName}>
          <code>{`<${e.tagName}>`}</code>：{e.description}
        </li>
      ))}
    </ul>
  )
}
