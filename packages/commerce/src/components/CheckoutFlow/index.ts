export * from './CheckoutFlow';
export type { CheckoutFlowProps } from './CheckoutFlowProps';
export * from './CheckoutSteps';
