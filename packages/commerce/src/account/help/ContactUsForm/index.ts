export {
  type ContactCategory,
  ContactUsForm,
  type ContactUsFormProps,
} from './ContactUsForm.client';
