import { Button, type ButtonProps } from '../widgets/ui/index.ts'

/** A row's text button that removes or refuses something, in the desk's danger colour. */
export function DangerButton(props: Omit<ButtonProps, 'variant' | 'className'>) {
  return <Button variant="text" className="xz-desk-danger" {...props} />
}
