export { questionsLabelsFrom } from './labels';
export { Questions, type QuestionsLabels, type QuestionsProps } from './Questions';
