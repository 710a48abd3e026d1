export {
  Field,
  type FieldBaseProps,
  type FieldControlProps,
  FieldDescription,
  FieldError,
  type FieldIds,
  type FieldProps,
  fieldControlProps,
  RequiredMarker,
  useFieldIds,
} from './Field';
