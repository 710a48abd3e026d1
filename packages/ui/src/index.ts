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
export * from './components/Field';
export * from './components/TextField';
export * from './components/PasswordField';
export * from './components/Checkbox';
export * from './components/RadioGroup';
export * from './components/Select';
export * from './components/DateField';
export * from './components/PhoneField';
export * from './components/Dialog';
export * from './components/DialogManager';
export * from './components/Toast';
export * from './components/Notification';
export * from './forms';
export * from './components/Badge';
export * from './components/Rating';
export * from './components/Skeleton';
export * from './components/Carousel';
