export { DateField, type DateFieldProps } from './DateField';
export { type DateFormat, type DateParts, dateMessage, isValidDate, parseDate } from './date';
