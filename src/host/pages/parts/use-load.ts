// Moved to widgets/ui; kept until the message board pages move into their widget.
export { type Loaded, type LoadStatus, useLoad } from '../../../widgets/ui/use-load.ts'
