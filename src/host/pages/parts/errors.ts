// Moved to widgets/ui/failure; kept until the message board pages move into their widget.
export { errorText, isAborted, LOAD_FAILED, toastFailure } from '../../../widgets/ui/failure.ts'
