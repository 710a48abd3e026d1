export { AccountOverview, type AccountOverviewProps, type AccountSummary } from './AccountOverview';
