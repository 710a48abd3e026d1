export { Icon, type IconProps, type IconSize } from './Icon';
export { type IconName, iconNames, icons } from './icons';
