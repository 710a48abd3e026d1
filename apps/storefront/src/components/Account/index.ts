export { AccountOverview, type AccountOverviewProps } from './AccountOverview';
