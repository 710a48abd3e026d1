export { VariantPicker, type VariantPickerProps } from './VariantPicker';
