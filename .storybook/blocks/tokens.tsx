// Every --xz-* design token with a swatch in both themes, read from tokens.css itself.
import type { ReactNode } from 'react'
import tokensCss from '../../src/widgets/ui/tokens.css?raw'
import { Table } from './element-reference.tsx'
import { parseTokens, type Token } from './token-parse.ts'

export const tokens: Token[] = parseTokens(tokensCss)

function Swatch({ name, value, theme }: { name: string; value: string; theme: 'light' | 'dark' }) {
  const ground = theme === 'dark' ? '#1e2128' : '#ffffff'
  const box = {
    display: 'inline-block',
    verticalAlign: 'middle',
    width: 40,
    height: 28,
    marginRight: 8,
    borderRadius: 6,
    border: '1px solid rgba(128, 128, 128, 0.45)',
  }
  let sample: ReactNode = <span aria-hidden="true" style={{ ...box, background: value }} />
  if (/shadow/.test(name))
    sample = <span aria-hidden="true" style={{ ...box, background: ground, boxShadow: value }} />
  else if (/radius/.test(name))
    sample = <span aria-hidden="true" style={{ ...box, background: ground, borderRadius: value }} />
  else if (/font|mono/.test(name))
    sample = (
      <span aria-hidden="true" style={{ marginRight: 8, fontFamily: value, fontSize: 16 }}>
        小站 Aa
      </span>
    )
  else if (!/^(#|rgb|hsl)/.test(value)) sample = null
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {sample}
      <code>{value.length > 26 ? `${value.slice(0, 26)}…` : value}</code>
    </span>
  )
}

export function TokenTable() {
  return (
    <Table
      head={['变量', '浅色', '深色', '用途']}
      rows={tokens.map((t) => [
        <code key="n">{t.name}</code>,
        <Swatch key="l" name={t.name} value={t.light} theme="light" />,
        <Swatch key="d" name={t.name} value={t.dark} theme="dark" />,
        <span key="u" style={{ display: 'inline-block', minWidth: '9em' }}>
          {t.description}
        </span>,
      ])}
    />
  )
}
