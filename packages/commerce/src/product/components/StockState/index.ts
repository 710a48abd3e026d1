export { StockState, type StockStateProps } from './StockState';
