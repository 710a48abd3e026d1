export { Notification, type NotificationProps, type NotificationTone } from './Notification.client';
