export { WarrantyForm, type WarrantyFormProps } from './WarrantyForm.client';
