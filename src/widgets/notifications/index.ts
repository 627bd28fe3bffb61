export {
  DELETE_CONFIRM,
  DRAWER_TITLE,
  followDecision,
  NOTIFY_REFRESH_MS,
  Notifications,
  type NotificationsProps,
} from './Notifications.tsx'
