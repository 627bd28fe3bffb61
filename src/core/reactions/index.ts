export {
  createReactionsStore,
  type ReactionsState,
  type ReactionsStore,
  withChoice,
} from './reactions-store.ts'
export { visitorId } from './visitor.ts'
export { REACTION_FACES, REACTIONS, VISITOR_ID } from './faces.ts'
