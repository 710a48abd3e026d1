export * from './CheckoutFlow';
export * from './CheckoutSteps';
