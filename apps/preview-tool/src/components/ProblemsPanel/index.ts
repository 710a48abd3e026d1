export {
  ProblemsList,
  type ProblemsListProps,
  ProblemsPanel,
  type ProblemsPanelProps,
  scrollToProblem,
} from './ProblemsPanel.client';
