export { Icon, type IconProps, type IconSize } from './Icon';
export { IconSprite } from './IconSprite';
export { type IconName, iconNames, iconSymbolId } from './iconNames';
export { icons } from './icons';
