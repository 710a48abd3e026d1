export { LocationConfirmationIsland } from './LocationConfirmationIsland.client';
export { type LocationLabels, locationLabelsFrom } from './labels';
