/**
 * The address rules' fields and defaults (spec 3 §5 "Address defaults"). Zod-free (the type
 * only comes from the schemas), so the checkout's address form reads the defaults in the
 * browser without shipping the utilities' schemas and zod.
 */
import type { FieldRule } from './utilities';

/** Address fields the rules cover. */
export const addressRuleFields = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
  'country',
  'email',
  'phone',
] as const;

/**
 * The defaults of spec 3 §5 "Address defaults": address lines and city max 30
 * (addressLine2 optional), names 2-30 and required, country/email/phone/postalCode required,
 * province optional. Per-country rules override them.
 */
export const defaultAddressRules: Record<(typeof addressRuleFields)[number], FieldRule> = {
  firstName: { required: true, min: 2, max: 30 },
  lastName: { required: true, min: 2, max: 30 },
  addressLine1: { required: true, max: 30 },
  addressLine2: { required: false, max: 30 },
  city: { required: true, max: 30 },
  province: { required: false },
  postalCode: { required: true },
  country: { required: true },
  email: { required: true, max: 100 },
  phone: { required: true },
};
