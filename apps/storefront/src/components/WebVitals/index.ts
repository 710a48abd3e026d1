export { WebVitals } from './WebVitals.client';
