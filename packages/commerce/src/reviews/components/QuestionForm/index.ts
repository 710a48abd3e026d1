export { QuestionForm, type QuestionFormProps } from './QuestionForm.client';
