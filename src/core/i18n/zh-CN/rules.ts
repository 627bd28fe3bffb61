// The account rules' messages (core/validate), keyed as there: the same object, nothing added.
export { VALIDATE_MSG as rules } from '../../validate/validate.ts'
