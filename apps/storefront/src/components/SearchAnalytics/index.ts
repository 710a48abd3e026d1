export { SearchAnalytics, type SearchAnalyticsProps } from './SearchAnalytics.client';
