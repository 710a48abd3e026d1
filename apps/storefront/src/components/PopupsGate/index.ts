export { PopupsForPath, type PopupsForPathProps } from './PopupsForPath';
export { PopupsGate } from './PopupsGate.client';
