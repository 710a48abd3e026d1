export {
  Field,
  type FieldBaseProps,
  type FieldControlProps,
  FieldDescription,
  FieldError,
  type FieldFrameProps,
  type FieldIds,
  type FieldProps,
  fieldControlProps,
  RequiredMarker,
  splitFieldProps,
  useFieldIds,
} from './Field';
