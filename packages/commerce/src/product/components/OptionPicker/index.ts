export { type OptionPickerLabels, optionPickerLabelsFrom } from './labels';
export type { OptionLook, OptionStock } from './OptionContent';
export {
  OptionPicker,
  type OptionPickerLinkProps,
  type OptionPickerProps,
  type OptionPickerRadioProps,
} from './OptionPicker';
export type { OptionLinkComponent } from './optionLink';
