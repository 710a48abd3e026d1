export { LocationConfirmation } from './LocationConfirmation';
export { type LocationLabels, locationLabelsFrom } from './labels';
