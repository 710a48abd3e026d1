export { Checkbox, type CheckboxProps, requiredCheckboxMessage } from './Checkbox';
