export { isExternalUrl } from './isExternalUrl';
export { Link, type LinkProps, linkRel } from './Link';
