export { Login, type LoginMode, type LoginProps, USER_CENTER_PATH } from './Login.tsx'
export { PASSWORD_CHANGED, PasswordPanel } from './PasswordPanel.tsx'
export { PROFILE_SAVED, ProfilePanel } from './ProfilePanel.tsx'
