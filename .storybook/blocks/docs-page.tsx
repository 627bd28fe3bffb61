// The page autodocs renders for every component: for a widget, what it does and its custom
// element's reference from custom-elements.json; for every component, its live example,
// React props and every story (its states).
import {
  Canvas,
  Controls,
  DocsContext,
  Description,
  Heading,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks'
import { useContext } from 'react'
import { ElementReference, ElementUsage } from './element-reference.tsx'
import { elementForTitle } from './manifest.ts'

export function KitDocsPage() {
  const { preparedMeta } = useOf('meta')
  const element = elementForTitle(preparedMeta.title)
  const primary = useContext(DocsContext).componentStories()[0]
  return (
    <>
      <Title />
      <Subtitle />
      {element ? <p>{element.description}</p> : <Description />}
      {element && primary ? (
        // a widget opens dialogs and drawers over the whole page: give its example a page (an iframe)
        <Canvas of={primary.moduleExport} story={{ inline: false, height: '560px' }} />
      ) : (
        <Primary />
      )}
      {element ? <ElementUsage element={element} /> : null}
      <Heading>React 属性</Heading>
      <Controls />
      {element ? <ElementReference element={element} /> : null}
      <Stories title="状态" />
      {/* no story is fixed to dark: the toolbar's theme shows every state in either theme */}
      <p>深色主题：在上方工具栏的「主题」里选「深色」，本页和每个状态都会换成深色。</p>
    </>
  )
}
