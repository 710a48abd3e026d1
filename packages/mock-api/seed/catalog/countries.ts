import type { CountryI18nRecord, countries } from '../../src/db/catalogSchema';

type CountryInsert = typeof countries.$inferInsert;

const usStates =
  'AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming';
const caProvinces =
  'AB Alberta|BC British Columbia|MB Manitoba|NB New Brunswick|NL Newfoundland and Labrador|NS Nova Scotia|NT Northwest Territories|NU Nunavut|ON Ontario|PE Prince Edward Island|QC Quebec|SK Saskatchewan|YT Yukon';
const parse = (list: string) =>
  list.split('|').map((entry) => {
    const space = entry.indexOf(' ');
    return { code: entry.slice(0, space), name: entry.slice(space + 1) };
  });

/** NORA phone rule (spec 3 §5): 10 digits, the first 2 to 9. */
const noraPhone = { pattern: '^[2-9]\\d{9}$', min: 10, max: 10 };

const i18n = (
  currency: string,
  minimalAge: number,
  dialCode: string,
  mask: string,
  code: string,
  addressRuleOverrides: CountryI18nRecord['addressRuleOverrides'] = {},
  provinces: CountryI18nRecord['provinces'] = [],
): CountryI18nRecord => ({
  currency,
  minimalAge,
  phoneCodes: [{ dialCode, mask, code }],
  addressRuleOverrides,
  provinces,
});

const country = (
  position: number,
  code: string,
  en: string,
  fr: string,
  dialCode: string,
  shipping: boolean,
  data: CountryI18nRecord,
): CountryInsert => ({
  code,
  names: { en, fr },
  dialCode,
  shipping,
  billing: true,
  position,
  i18n: data,
});

/**
 * Countries of the country list with their i18n data: phone codes `{ dialCode, mask, code }`
 * and per-country overrides of the address defaults (spec 3 §5). Shipping goes to US, CA,
 * GB and IE; billing addresses may be in any listed country.
 */
export const seedCountries: CountryInsert[] = [
  country(
    1,
    'US',
    'United States',
    'États-Unis',
    '1',
    true,
    i18n(
      'USD',
      13,
      '1',
      '(999) 999-9999',
      'US',
      {
        postalCode: { pattern: '^\\d{5}(-\\d{4})?$', min: 5, max: 10 },
        province: { required: true },
        phone: noraPhone,
      },
      parse(usStates),
    ),
  ),
  country(
    2,
    'CA',
    'Canada',
    'Canada',
    '1',
    true,
    i18n(
      'CAD',
      13,
      '1',
      '(999) 999-9999',
      'CA',
      {
        postalCode: { pattern: '^[A-Za-z]\\d[A-Za-z] ?\\d[A-Za-z]\\d$', min: 6, max: 7 },
        province: { required: true },
        phone: noraPhone,
      },
      parse(caProvinces),
    ),
  ),
  country(
    3,
    'GB',
    'United Kingdom',
    'Royaume-Uni',
    '44',
    true,
    i18n('GBP', 16, '44', '9999 999999', 'GB', {
      postalCode: { pattern: '^[A-Za-z]{1,2}\\d[A-Za-z\\d]? ?\\d[A-Za-z]{2}$', min: 5, max: 8 },
      phone: { pattern: '^0?\\d{10}$', min: 10, max: 11 },
      addressLine1: { max: 35 },
      city: { max: 35 },
    }),
  ),
  country(
    4,
    'IE',
    'Ireland',
    'Irlande',
    '353',
    true,
    i18n(
      'EUR',
      16,
      '353',
      '99 999 9999',
      'IE',
      {
        postalCode: {
          required: false,
          pattern: '^[A-Za-z]\\d[\\dWw] ?[A-Za-z\\d]{4}$',
          min: 7,
          max: 8,
        },
        province: { required: true },
      },
      parse(
        'CW Carlow|CN Cavan|CE Clare|CO Cork|D Dublin|G Galway|KY Kerry|KE Kildare|L Limerick|WX Wexford',
      ),
    ),
  ),
  country(
    5,
    'FR',
    'France',
    'France',
    '33',
    false,
    i18n('EUR', 15, '33', '9 99 99 99 99', 'FR', {
      postalCode: { pattern: '^\\d{5}$', min: 5, max: 5 },
      phone: { pattern: '^0?[1-9]\\d{8}$', min: 9, max: 10 },
    }),
  ),
  country(
    6,
    'DE',
    'Germany',
    'Allemagne',
    '49',
    false,
    i18n('EUR', 16, '49', '9999 9999999', 'DE', {
      postalCode: { pattern: '^\\d{5}$', min: 5, max: 5 },
    }),
  ),
  country(
    7,
    'IT',
    'Italy',
    'Italie',
    '39',
    false,
    i18n('EUR', 14, '39', '999 999 9999', 'IT', {
      postalCode: { pattern: '^\\d{5}$', min: 5, max: 5 },
      province: { required: true },
    }),
  ),
  country(
    8,
    'ES',
    'Spain',
    'Espagne',
    '34',
    false,
    i18n('EUR', 14, '34', '999 99 99 99', 'ES', {
      postalCode: { pattern: '^\\d{5}$', min: 5, max: 5 },
    }),
  ),
  country(
    9,
    'NL',
    'Netherlands',
    'Pays-Bas',
    '31',
    false,
    i18n('EUR', 16, '31', '9 99999999', 'NL', {
      postalCode: { pattern: '^\\d{4} ?[A-Za-z]{2}$', min: 6, max: 7 },
    }),
  ),
  country(
    10,
    'CH',
    'Switzerland',
    'Suisse',
    '41',
    false,
    i18n('CHF', 16, '41', '99 999 99 99', 'CH', {
      postalCode: { pattern: '^\\d{4}$', min: 4, max: 4 },
    }),
  ),
  country(
    11,
    'AU',
    'Australia',
    'Australie',
    '61',
    false,
    i18n(
      'AUD',
      15,
      '61',
      '9999 999 999',
      'AU',
      { postalCode: { pattern: '^\\d{4}$', min: 4, max: 4 }, province: { required: true } },
      parse(
        'NSW New South Wales|VIC Victoria|QLD Queensland|WA Western Australia|SA South Australia|TAS Tasmania|ACT Australian Capital Territory|NT Northern Territory',
      ),
    ),
  ),
  country(
    12,
    'MX',
    'Mexico',
    'Mexique',
    '52',
    false,
    i18n('MXN', 13, '52', '99 9999 9999', 'MX', {
      postalCode: { pattern: '^\\d{5}$', min: 5, max: 5 },
    }),
  ),
  country(
    13,
    'JP',
    'Japan',
    'Japon',
    '81',
    false,
    i18n('JPY', 16, '81', '99 9999 9999', 'JP', {
      postalCode: { pattern: '^\\d{3}-?\\d{4}$', min: 7, max: 8 },
    }),
  ),
];
