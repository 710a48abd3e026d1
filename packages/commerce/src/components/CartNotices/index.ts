export * from './CartNotices';
