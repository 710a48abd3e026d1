export { basketLines, OrderLines, type OrderLinesProps, type OrderLinesSource } from './OrderLines';
