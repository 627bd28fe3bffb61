// The Custom Elements Manifest, as scripts/manifest.ts writes it (`npm run build-storybook` runs
// that script first). Read through import.meta.glob so a missing file is an empty reference
// on the page, not a failed typecheck or build.

export interface ManifestAttribute {
  name: string
  description: string
  type: { text: string }
  default?: string
  fieldName: string
}
export interface ManifestField {
  kind: 'field'
  name: string
  description: string
  type: { text: string }
  attribute?: string
}
export interface ManifestEvent {
  name: string
  description: string
  type: { text: string }
}
export interface ManifestDeclaration {
  kind: 'class'
  name: string
  description: string
  tagName: string
  attributes: ManifestAttribute[]
  members: ManifestField[]
  events: ManifestEvent[]
  cssParts: { name: string; description: string }[]
  cssProperties: { name: string; description: string; default?: string }[]
}
interface Manifest {
  modules: { path: string; declarations: ManifestDeclaration[] }[]
}

const files = import.meta.glob<Manifest>('../../dist/custom-elements.json', {
  eager: true,
  import: 'default',
})
const manifest: Manifest | undefined = Object.values(files)[0]

/** Every custom element the kit defines, in the manifest's order. */
export const elements: ManifestDeclaration[] =
  manifest?.modules.flatMap((m) => m.declarations.filter((d) => d.tagName)) ?? []

/**
 * The element a story file documents: its title's last segment is the React component
 * ('Widgets/ChatRoom'), and the manifest names the element class after it (XzChatRoomElement).
 */
export function elementForTitle(title: string): ManifestDeclaration | undefined {
  const component = title.split('/').pop()
  return elements.find((d) => d.name === `Xz${component}Element`)
}
