export * from './CheckoutFlow.client';
export type { CheckoutFlowProps } from './CheckoutFlowProps';
export * from './CheckoutSteps';
