export * from './session.ts'
export { canManage } from './manage.ts'
