// The custom element's reference on a widget's docs page — usage, attributes, properties,
// events, parts and CSS custom properties — rendered from custom-elements.json, so the
// documentation has one source: the `meta` in the widget's element.ts.
import { Heading, Source, Subheading } from '@storybook/addon-docs/blocks'
import type { ReactNode } from 'react'
import type { ManifestDeclaration } from './manifest.ts'

/** Copyable snippets: the element by script tag, and its React component from the package. */
export function ElementUsage({ element }: { element: ManifestDeclaration }) {
  const component = element.name.replace(/^Xz|Element$/g, '')
  return (
    <>
      <Heading>用法</Heading>
      <Subheading>script 标签（任意网页）</Subheading>
      <Source
        language="html"
        dark
        code={`<script type="module" src="https://blog.example.com/embed/xiaozhan.js"></script>\n\n<${element.tagName} api-base="https://blog.example.com"></${element.tagName}>`}
      />
      <Subheading>React</Subheading>
      <Source
        language="tsx"
        dark
        code={`import { configure } from 'xiaozhan/core'\nimport { ${component} } from 'xiaozhan/widgets'\n\nconfigure({ apiBase: 'https://blog.example.com' })\n\nexport const App = () => <${component} />`}
      />
    </>
  )
}

export function ElementReference({ element }: { element: ManifestDeclaration }) {
  return (
    <>
      <Heading>
        自定义元素 <code>{`<${element.tagName}>`}</code>
      </Heading>
      <Subheading>HTML 属性（attributes）</Subheading>
      <Table
        head={['属性', '类型', '默认值', '说明']}
        rows={element.attributes.map((a) => [
          <code key="n">{a.name}</code>,
          <code key="t">{a.type.text}</code>,
          a.default === undefined ? '—' : <code key="d">{a.default === '' ? '""' : a.default}</code>,
          a.description,
        ])}
      />
      <Subheading>DOM 属性（properties）</Subheading>
      <Table
        head={['属性', '类型', '对应 HTML 属性', '说明']}
        rows={element.members.map((m) => [
          <code key="n">{m.name}</code>,
          <code key="t">{m.type.text}</code>,
          m.attribute ? <code key="a">{m.attribute}</code> : '—',
          m.description,
        ])}
      />
      <Subheading>事件</Subheading>
      <Table
        head={['事件', '类型', '说明']}
        rows={element.events.map((e) => [
          <code key="n">{e.name}</code>,
          <code key="t">{e.type.text}</code>,
          e.description,
        ])}
      />
      <Subheading>CSS Parts</Subheading>
      <Table
        head={['选择器', '说明']}
        rows={element.cssParts.map((p) => [
          <code key="n">{`${element.tagName}::part(${p.name})`}</code>,
          p.description,
        ])}
      />
      <Subheading>CSS 自定义属性</Subheading>
      <Table
        head={['属性', '默认值', '说明']}
        rows={element.cssProperties.map((p) => [
          <code key="n">{p.name}</code>,
          p.default === undefined ? '—' : <code key="d">{p.default}</code>,
          p.description,
        ])}
      />
    </>
  )
}

/** A plain table: the docs container styles it like the rest of the page. */
export function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  if (rows.length === 0) return <p>无。</p>
  return (
    <table>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          // rows come from a fixed manifest list: the index is a stable key
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <tr key={i}>
            {row.map((cell, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity of their own
              <td key={j}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
