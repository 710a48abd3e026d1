export { SizePicker, type SizePickerProps } from './SizePicker';
