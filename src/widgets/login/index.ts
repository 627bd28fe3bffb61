export { Login, type LoginMode, type LoginProps, USER_CENTER_PATH } from './Login.tsx'
