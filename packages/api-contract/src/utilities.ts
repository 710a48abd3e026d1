import * as z from 'zod';

/**
 * Utilities (spec 2 §7 "Utilities"): the country list and the i18n data of a country
 * (address rules of spec 3 §5 "Address defaults" with per-country overrides, phone codes of
 * spec 2 §3 "Phone code entry").
 */

/** Paths of the utilities. */
export const utilityPaths = {
  countryList: '/utilities/countryList',
  i18n: (countryCode: string) => `/utilities/i18n/${encodeURIComponent(countryCode)}`,
} as const;

/** A country of the country list; `name` in the request's language. */
export const countrySchema = z.object({
  code: z.string().length(2),
  name: z.string(),
  dialCode: z.string(),
  shipping: z.boolean(),
  billing: z.boolean(),
});
/** A country. */
export type Country = z.infer<typeof countrySchema>;
/** Country list answer (query `type=shipping|billing` filters). */
export const countryListSchema = z.object({ countries: z.array(countrySchema) });
/** Country list answer. */
export type CountryList = z.infer<typeof countryListSchema>;

/** Phone code entry (spec 2 §3): dial code, input mask (`9` = digit) and country code. */
export const phoneCodeSchema = z.object({
  dialCode: z.string(),
  mask: z.string(),
  code: z.string().length(2),
});
/** A phone code entry. */
export type PhoneCode = z.infer<typeof phoneCodeSchema>;

/** One field rule: equal `min` and `max` mean an exact length (spec 3 §5). */
export const fieldRuleSchema = z.object({
  required: z.boolean(),
  min: z.number().int().nonnegative().optional(),
  max: z.number().int().positive().optional(),
  /** A regular expression source the whole value must match. */
  pattern: z.string().optional(),
});
/** A field rule. */
export type FieldRule = z.infer<typeof fieldRuleSchema>;

/** i18n answer of a country. */
export const countryI18nSchema = z.object({
  countryCode: z.string().length(2),
  name: z.string(),
  currency: z.string().length(3),
  /** Minimal age to register, in years. */
  minimalAge: z.number().int().positive(),
  phoneCodes: z.array(phoneCodeSchema),
  /** The defaults merged with the country's overrides, field → rule. */
  addressRules: z.record(z.string(), fieldRuleSchema),
  /** States or provinces, when the country has them. */
  provinces: z.array(z.object({ code: z.string(), name: z.string() })),
});
/** i18n answer of a country. */
export type CountryI18n = z.infer<typeof countryI18nSchema>;
