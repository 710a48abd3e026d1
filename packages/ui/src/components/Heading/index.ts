export {
  defaultLookForLevel,
  Heading,
  type HeadingLevel,
  type HeadingLook,
  type HeadingProps,
} from './Heading';
