export { CompareBar, type CompareOffer, compareOfferFor } from './Compare';
export { CompareChoice } from './CompareChoice';
export {
  CompareTable,
  type CompareTableProps,
  type CompareWords,
  compareWordsOf,
} from './CompareTable';
export { canCompare, compareDialogId, compareIdsOf, compareParam } from './compareSelection';
