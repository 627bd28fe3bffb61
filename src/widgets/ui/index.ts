// The shared primitives every widget builds on. Pass `uiCss` to the widget's root:
//   <WidgetRoot theme={theme} css={[uiCss, myCss]}>…</WidgetRoot>
export { inlineWidgetCss, tokensCss, uiCss } from './stylesheets.ts'

export { Avatar, type AvatarProps } from './Avatar.tsx'
export { avatarColor, avatarInitial } from './avatar-letter.ts'
export { Badge, type BadgeProps } from './Badge.tsx'
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button.tsx'
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmOptions,
} from './ConfirmDialog.tsx'
export { type ConfirmFn, useConfirm } from './use-confirm.tsx'
export { CloseButton } from './CloseButton.tsx'
export { type CssVars, Dialog, type DialogProps } from './Dialog.tsx'
export { Drawer, type DrawerProps } from './Drawer.tsx'
export { EMOJI } from './emoji.ts'
export { errorText, isAborted, LOAD_FAILED, toastFailure } from './failure.ts'
export { FormField, type FormFieldProps, fieldCss, TextField, type TextFieldProps } from './FormField.tsx'
export type { Placement } from './floating.tsx'
export { Icon, type IconProps } from './Icon.tsx'
export * as icons from './icons.ts'
export type { IconDrawing } from './icons.ts'
export { Lightbox } from './Lightbox.tsx'
export { type LightboxImage, type LightboxProps, wrapIndex } from './lightbox-model.ts'
export { Popover, type PopoverProps } from './Popover.tsx'
export { isPlainClick } from './click.ts'
export {
  type PageItem,
  Pager,
  type PagerProps,
  pagerCss,
  pageCount,
  pageFromSearch,
  pageItems,
} from './Pager.tsx'
export {
  Empty,
  type EmptyProps,
  ErrorState,
  type ErrorStateProps,
  LoadedList,
  type LoadedListProps,
  Loading,
  type LoadingProps,
  Spinner,
  type SpinnerProps,
} from './States.tsx'
export { adoptInto, useStyles } from './styles.ts'
export { type ThemeSetting, useResolvedTheme } from './theme.ts'
export { claimToaster, Toaster, type ToasterClaim, type ToasterProps } from './Toaster.tsx'
export { Tooltip, type TooltipProps } from './Tooltip.tsx'
export { type LoadOptions, type Loaded, type LoadStatus, useLoad } from './use-load.ts'
export { requestLogin, useMe } from './use-me.ts'
export { WidgetRoot, type WidgetRootProps } from './WidgetRoot.tsx'
