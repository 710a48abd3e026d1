import type {
  AddressRecord,
  collectionPoints,
  OpeningHoursRecord,
  storeEmployees,
  storeInventory,
  stores,
} from '../../src/db/catalogSchema';
import { createRandom } from './random';

type StoreInsert = typeof stores.$inferInsert;
type EmployeeInsert = typeof storeEmployees.$inferInsert;
type PointInsert = typeof collectionPoints.$inferInsert;
type StoreInventoryInsert = typeof storeInventory.$inferInsert;

const days: OpeningHoursRecord['day'][] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** Weekly hours: weekdays `open`-`close`, Saturday 10-18, Sunday 11-17 or closed. */
function hours(open: string, close: string, sunday: boolean): OpeningHoursRecord[] {
  return days.map((day) => {
    if (day === 'sunday')
      return sunday ? { day, open: '11:00', close: '17:00', closed: false } : { day, closed: true };
    if (day === 'saturday') return { day, open: '10:00', close: '18:00', closed: false };
    return { day, open, close, closed: false };
  });
}

const address = (
  addressLine1: string,
  city: string,
  postalCode: string,
  countryCode: string,
  stateCode?: string,
): AddressRecord => ({
  addressLine1,
  city,
  postalCode,
  stateCode,
  country: { US: 'United States', CA: 'Canada', GB: 'United Kingdom' }[countryCode] ?? countryCode,
  countryCode,
});

/** The stores of the catalogue (US, CA, GB). */
export const seedStores: StoreInsert[] = [
  {
    id: '0101',
    name: 'Alpine Denver Flagship',
    countryCode: 'US',
    address: address('1600 Wazee Street', 'Denver', '80202', 'US', 'CO'),
    phone: '+1 303 555 0101',
    email: 'denver@alpine.example',
    latitude: 39.7527,
    longitude: -105.0003,
    openingHours: hours('09:00', '21:00', true),
    pickup: true,
    shipToStore: true,
  },
  {
    id: '0102',
    name: 'Alpine Boulder',
    countryCode: 'US',
    address: address('1420 Pearl Street', 'Boulder', '80302', 'US', 'CO'),
    phone: '+1 303 555 0102',
    email: 'boulder@alpine.example',
    latitude: 40.0184,
    longitude: -105.2778,
    openingHours: hours('10:00', '20:00', true),
    pickup: true,
    shipToStore: true,
  },
  {
    id: '0103',
    name: 'Alpine Seattle',
    countryCode: 'US',
    address: address('1501 4th Avenue', 'Seattle', '98101', 'US', 'WA'),
    phone: '+1 206 555 0103',
    email: 'seattle@alpine.example',
    latitude: 47.6104,
    longitude: -122.3369,
    openingHours: hours('10:00', '20:00', true),
    pickup: true,
    shipToStore: false,
  },
  {
    id: '0104',
    name: 'Alpine New York SoHo',
    countryCode: 'US',
    address: address('510 Broadway', 'New York', '10012', 'US', 'NY'),
    phone: '+1 212 555 0104',
    email: 'soho@alpine.example',
    latitude: 40.7229,
    longitude: -73.9987,
    openingHours: hours('10:00', '21:00', true),
    pickup: true,
    shipToStore: true,
  },
  {
    id: '0201',
    name: 'Alpine Vancouver',
    countryCode: 'CA',
    address: address('1055 Robson Street', 'Vancouver', 'V6E 1A9', 'CA', 'BC'),
    phone: '+1 604 555 0201',
    email: 'vancouver@alpine.example',
    latitude: 49.2847,
    longitude: -123.1241,
    openingHours: hours('10:00', '21:00', true),
    pickup: true,
    shipToStore: true,
  },
  {
    id: '0202',
    name: 'Alpine Toronto',
    countryCode: 'CA',
    address: address('220 Yonge Street', 'Toronto', 'M5B 2H1', 'CA', 'ON'),
    phone: '+1 416 555 0202',
    email: 'toronto@alpine.example',
    latitude: 43.6544,
    longitude: -79.3807,
    openingHours: hours('10:00', '21:00', true),
    pickup: true,
    shipToStore: true,
  },
  {
    id: '0203',
    name: 'Alpine Montréal',
    countryCode: 'CA',
    address: address('1500 Rue Sainte-Catherine Ouest', 'Montréal', 'H3G 1S8', 'CA', 'QC'),
    phone: '+1 514 555 0203',
    email: 'montreal@alpine.example',
    latitude: 45.4969,
    longitude: -73.5785,
    openingHours: hours('10:00', '21:00', false),
    pickup: true,
    shipToStore: false,
  },
  {
    id: '0301',
    name: 'Alpine London Covent Garden',
    countryCode: 'GB',
    address: address('12 Long Acre', 'London', 'WC2E 9LH', 'GB'),
    phone: '+44 20 7946 0301',
    email: 'london@alpine.example',
    latitude: 51.5124,
    longitude: -0.1249,
    openingHours: hours('10:00', '20:00', true),
    pickup: true,
    shipToStore: true,
  },
  {
    id: '0302',
    name: 'Alpine Manchester',
    countryCode: 'GB',
    address: address('45 Market Street', 'Manchester', 'M1 1WR', 'GB'),
    phone: '+44 161 496 0302',
    email: 'manchester@alpine.example',
    latitude: 53.4831,
    longitude: -2.2411,
    openingHours: hours('09:30', '19:00', true),
    pickup: true,
    shipToStore: true,
  },
];

/** Employees of each store (in-store associate mode). */
export const seedEmployees: EmployeeInsert[] = seedStores.flatMap((store, s) =>
  [
    [
      'Store Manager',
      [
        'Dana Whitfield',
        'Luis Ortega',
        'Hannah Berg',
        'Marcus Lee',
        'Sophie Tremblay',
        'Raj Patel',
        'Camille Roy',
        'Olivia Hughes',
        'James Kerr',
      ][s],
    ],
    [
      'Sales Associate',
      [
        'Ben Carter',
        'Ava Nguyen',
        'Ethan Brooks',
        'Mia Rossi',
        'Noah Clarke',
        'Isla Martin',
        'Léa Gagnon',
        'Harry Evans',
        'Amelia Shaw',
      ][s],
    ],
    [
      'Sales Associate',
      [
        'Kai Morgan',
        'Ruby Chen',
        'Finn Walsh',
        'Ella Diaz',
        'Jack Wilson',
        'Grace Kim',
        'Hugo Pelletier',
        'Freya Price',
        'Oscar Reid',
      ][s],
    ],
  ].map(([role, name], e) => ({
    id: `E${store.id}${e + 1}`,
    storeId: store.id,
    name: name as string,
    role: role as string,
  })),
);

/** Carrier collection points (pick-up-drop-off) near the store cities. */
export const seedCollectionPoints: PointInsert[] = [
  {
    id: 'CP-US-001',
    name: 'UPS Access Point – LoDo Market',
    carrier: 'UPS',
    countryCode: 'US',
    address: address('1701 Wynkoop Street', 'Denver', '80202', 'US', 'CO'),
    latitude: 39.7536,
    longitude: -104.9997,
    openingHours: hours('08:00', '20:00', true),
  },
  {
    id: 'CP-US-002',
    name: 'UPS Access Point – Capitol Hill Pharmacy',
    carrier: 'UPS',
    countryCode: 'US',
    address: address('700 E Colfax Avenue', 'Denver', '80203', 'US', 'CO'),
    latitude: 39.7402,
    longitude: -104.9784,
    openingHours: hours('08:00', '22:00', true),
  },
  {
    id: 'CP-US-003',
    name: 'UPS Access Point – Pike Street News',
    carrier: 'UPS',
    countryCode: 'US',
    address: address('1530 Pike Place', 'Seattle', '98101', 'US', 'WA'),
    latitude: 47.6097,
    longitude: -122.3422,
    openingHours: hours('09:00', '19:00', false),
  },
  {
    id: 'CP-US-004',
    name: 'UPS Access Point – Spring Street Deli',
    carrier: 'UPS',
    countryCode: 'US',
    address: address('75 Spring Street', 'New York', '10012', 'US', 'NY'),
    latitude: 40.7222,
    longitude: -73.9968,
    openingHours: hours('07:00', '23:00', true),
  },
  {
    id: 'CP-CA-001',
    name: 'Canada Post – Robson Pharmacy',
    carrier: 'Canada Post',
    countryCode: 'CA',
    address: address('1125 Robson Street', 'Vancouver', 'V6E 1B2', 'CA', 'BC'),
    latitude: 49.2856,
    longitude: -123.1257,
    openingHours: hours('09:00', '21:00', true),
  },
  {
    id: 'CP-CA-002',
    name: 'Canada Post – Dundas Square',
    carrier: 'Canada Post',
    countryCode: 'CA',
    address: address('10 Dundas Street East', 'Toronto', 'M5B 2G9', 'CA', 'ON'),
    latitude: 43.6561,
    longitude: -79.3802,
    openingHours: hours('09:00', '21:00', true),
  },
  {
    id: 'CP-CA-003',
    name: 'Postes Canada – Peel',
    carrier: 'Canada Post',
    countryCode: 'CA',
    address: address('1200 Rue Peel', 'Montréal', 'H3B 2T6', 'CA', 'QC'),
    latitude: 45.4989,
    longitude: -73.5712,
    openingHours: hours('09:00', '18:00', false),
  },
  {
    id: 'CP-GB-001',
    name: 'InPost Locker – Holborn Station',
    carrier: 'InPost',
    countryCode: 'GB',
    address: address('1 Kingsway', 'London', 'WC2B 6AN', 'GB'),
    latitude: 51.5174,
    longitude: -0.1201,
    openingHours: hours('00:00', '23:59', true),
  },
  {
    id: 'CP-GB-002',
    name: 'Royal Mail – Charing Cross Post Office',
    carrier: 'Royal Mail',
    countryCode: 'GB',
    address: address('24 William IV Street', 'London', 'WC2N 4DL', 'GB'),
    latitude: 51.5093,
    longitude: -0.1254,
    openingHours: hours('09:00', '17:30', false),
  },
  {
    id: 'CP-GB-003',
    name: 'InPost Locker – Piccadilly Gardens',
    carrier: 'InPost',
    countryCode: 'GB',
    address: address('2 Piccadilly Gardens', 'Manchester', 'M1 1RG', 'GB'),
    latitude: 53.481,
    longitude: -2.2369,
    openingHours: hours('00:00', '23:59', true),
  },
];

/** Postal areas the store and collection point searches geocode (prefix → centre). */
export const postalAreas: {
  countryCode: string;
  prefix: string;
  latitude: number;
  longitude: number;
}[] = [
  { countryCode: 'US', prefix: '802', latitude: 39.7392, longitude: -104.9903 },
  { countryCode: 'US', prefix: '803', latitude: 40.015, longitude: -105.2705 },
  { countryCode: 'US', prefix: '981', latitude: 47.6062, longitude: -122.3321 },
  { countryCode: 'US', prefix: '100', latitude: 40.7128, longitude: -74.006 },
  { countryCode: 'US', prefix: '112', latitude: 40.6782, longitude: -73.9442 },
  { countryCode: 'US', prefix: '941', latitude: 37.7749, longitude: -122.4194 },
  { countryCode: 'CA', prefix: 'V6', latitude: 49.2827, longitude: -123.1207 },
  { countryCode: 'CA', prefix: 'M5', latitude: 43.6532, longitude: -79.3832 },
  { countryCode: 'CA', prefix: 'H3', latitude: 45.5017, longitude: -73.5673 },
  { countryCode: 'GB', prefix: 'WC', latitude: 51.5145, longitude: -0.1232 },
  { countryCode: 'GB', prefix: 'EC', latitude: 51.5155, longitude: -0.0922 },
  { countryCode: 'GB', prefix: 'M1', latitude: 53.4808, longitude: -2.2426 },
];

/**
 * Per-store stock: each store carries about 60 % of the standard variants (0-8 units each);
 * the reservable product is stocked in every store. Digital products and free gifts are not.
 */
export function buildStoreInventory(
  variants: { id: string; productId: string }[],
  skipProducts: Set<string>,
  alwaysProducts: Set<string>,
  seed = 42,
): StoreInventoryInsert[] {
  const random = createRandom(seed);
  const rows: StoreInventoryInsert[] = [];
  for (const store of seedStores) {
    for (const variant of variants) {
      if (skipProducts.has(variant.productId)) continue;
      if (alwaysProducts.has(variant.productId)) {
        rows.push({ storeId: store.id, variantId: variant.id, quantity: random.int(1, 4) });
      } else if (random.chance(0.6)) {
        rows.push({ storeId: store.id, variantId: variant.id, quantity: random.int(0, 8) });
      }
    }
  }
  return rows;
}
