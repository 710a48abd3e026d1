/**
 * @storefront/ui — the design system: theme contract, brand themes, sprinkles and primitives.
 * Put `resetRoot` (the global reset) and a brand theme class on `<body>` of an app root.
 */

export * from './components/Accordion';
export * from './components/Badge';
export * from './components/Box';
export * from './components/Button';
export * from './components/Card';
export * from './components/Carousel';
export * from './components/Checkbox';
export * from './components/Container';
export * from './components/DateField';
export * from './components/Dialog';
export * from './components/DialogManager';
export * from './components/Field';
export * from './components/Grid';
export * from './components/Heading';
export * from './components/Icon';
export * from './components/IconButton';
export * from './components/Image';
export * from './components/Inline';
export * from './components/Link';
export * from './components/Notification';
export * from './components/Pagination';
export * from './components/PasswordField';
export * from './components/PhoneField';
export * from './components/Price';
export * from './components/RadioGroup';
export * from './components/Rating';
export * from './components/Select';
export * from './components/Skeleton';
export * from './components/Spinner';
export * from './components/Stack';
export * from './components/Tabs';
export * from './components/Text';
export * from './components/TextAreaField';
export * from './components/TextField';
export * from './components/Toast';
export * from './components/VisuallyHidden';
export * from './dom';
export * from './forms';
export * from './theme';
export * from './words';
