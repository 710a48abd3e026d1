/**
 * @storefront/ui — the design system: theme contract, brand themes, sprinkles and primitives.
 * Import `@storefront/ui/reset` once in an app root for the global reset.
 */

export * from './components/VisuallyHidden';
export * from './theme';
export * from './components/Image';
export * from './components/Icon';
export * from './components/Spinner';
export * from './components/Button';
export * from './components/IconButton';
export * from './components/Price';
export * from './components/Box';
export * from './components/Stack';
export * from './components/Inline';
export * from './components/Grid';
export * from './components/Container';
export * from './components/Pagination';
export * from './components/Text';
export * from './components/Heading';
export * from './components/Link';
export * from './components/Accordion';
export * from './components/Tabs';
