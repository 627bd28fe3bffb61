export * from './session.ts'
export { canManage, isAdmin } from './manage.ts'
