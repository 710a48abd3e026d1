import * as z from 'zod';
import { stockStatuses } from './products';

/**
 * Stores and collection points (spec 2 §7 "Stores", "Utilities": stores and store
 * employees; spec 1 §3 pickup and ship-to-store, in-store session). Distances are in km.
 */

/** Paths of the store service and the store utilities. */
export const storePaths = {
  collectionPoints: '/stores/v1/collectionPoints',
  search: '/stores/v1/search',
  list: '/utilities/stores',
  employees: (storeId: string) => `/utilities/stores/${encodeURIComponent(storeId)}/employees`,
} as const;

/** A postal address of a store or collection point. */
export const storeAddressSchema = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  postalCode: z.string(),
  /** State or province code, e.g. `CO`, `ON`. */
  stateCode: z.string().optional(),
  country: z.string(),
  countryCode: z.string().length(2),
});

/** Opening hours of one weekday; `open`/`close` are local `HH:MM`, both absent when closed. */
export const openingHoursSchema = z.object({
  day: z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']),
  open: z.string().optional(),
  close: z.string().optional(),
  closed: z.boolean(),
});

/** A store. */
export const storeSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: storeAddressSchema,
  phone: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  openingHours: z.array(openingHoursSchema),
  /** Services the store offers: pickup in store, ship to store. */
  services: z.object({ pickup: z.boolean(), shipToStore: z.boolean() }),
  /** Distance from the searched point in km (1 decimal), in search answers. */
  distance: z.number().nonnegative().optional(),
});
/** A store. */
export type Store = z.infer<typeof storeSchema>;

/** Store list answer (GET /utilities/stores). */
export const storeListSchema = z.object({ stores: z.array(storeSchema) });

/** Query of the store search: a point (coordinates or postal code) and a radius. */
export interface StoreSearchQuery {
  countryCode?: string;
  postalCode?: string;
  latitude?: number;
  longitude?: number;
  /** km; default 100. */
  radius?: number;
  /** Most stores answered; default 10. */
  limit?: number;
}

/** Body of the store search: a variant to check for pickup / ship to store. */
export const storeSearchRequestSchema = z.object({
  productId: z.string().optional(),
  variantId: z.string().optional(),
  quantity: z.number().int().positive().optional(),
});
/** Store search body. */
export type StoreSearchRequest = z.infer<typeof storeSearchRequestSchema>;

/** The shipping method codes delivered to a place (spec 1 §3): pickup in store, ship to store, collection point. */
export const storeDeliveryCodeValues = ['pickup', 'sts', 'pudo'] as const;

/**
 * A store picker's place search (spec 1 §2 pickup-in-store dialog; the storefront's GET
 * /api/stores/places): the delivery, a postal code (it holds a digit) or a city (1-64
 * characters, trimmed), and up to 20 items, each a variant (its store search `variantId`) and a
 * quantity (1-999) whose availability is asked. It becomes one store search per item, or a
 * collection point search for `pudo`.
 */
export const placeSearchRequestSchema = z.object({
  code: z.enum(storeDeliveryCodeValues),
  query: z.string().trim().min(1).max(64),
  items: z
    .array(
      z.object({
        productId: z.string().min(1).max(64),
        qty: z.number().int().min(1).max(999),
      }),
    )
    .max(20),
});
/** A place search, as validated. */
export type PlaceSearchRequest = z.output<typeof placeSearchRequestSchema>;

/** Store search answer: nearest first, with the variant's availability when asked. */
export const storeSearchSchema = z.object({
  total: z.number().int().nonnegative(),
  stores: z.array(
    storeSchema.extend({
      inventory: z
        .object({
          variantId: z.string(),
          quantity: z.number().int().nonnegative(),
          stockStatus: z.enum(stockStatuses),
          pickup: z.boolean(),
          shipToStore: z.boolean(),
        })
        .optional(),
    }),
  ),
});
/** Store search answer. */
export type StoreSearch = z.infer<typeof storeSearchSchema>;

/** Body of the collection point search (pick-up-drop-off points, shipping code `pudo`). */
export const collectionPointsRequestSchema = z.object({
  countryCode: z.string().length(2),
  postalCode: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  /** km; default 50. */
  radius: z.number().positive().optional(),
  limit: z.number().int().positive().max(50).optional(),
});
/** Collection point request body. */
export type CollectionPointsRequest = z.infer<typeof collectionPointsRequestSchema>;

/** A collection point of a carrier. */
export const collectionPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  carrier: z.string(),
  address: storeAddressSchema,
  latitude: z.number(),
  longitude: z.number(),
  openingHours: z.array(openingHoursSchema),
  distance: z.number().nonnegative().optional(),
});
/** A collection point. */
export type CollectionPoint = z.infer<typeof collectionPointSchema>;
/** Collection point answer. */
export const collectionPointsSchema = z.object({
  collectionPoints: z.array(collectionPointSchema),
});

/** A store employee (spec 2 §3 "In-store session"). */
export const storeEmployeeSchema = z.object({
  storeEmployeeId: z.string(),
  storeEmployeeName: z.string(),
  role: z.string(),
});
/** Store employees answer; unknown store → 404 `STR404`. */
export const storeEmployeesSchema = z.object({
  storeId: z.string(),
  storeName: z.string(),
  employees: z.array(storeEmployeeSchema),
});
/** Store employees answer. */
export type StoreEmployees = z.infer<typeof storeEmployeesSchema>;
