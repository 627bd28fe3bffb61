// Moved to core/session and widgets/ui; kept until the message board pages move into their widget.
export { canManage } from '../../../core/session/index.ts'
export { requestLogin, useMe } from '../../../widgets/ui/use-me.ts'
