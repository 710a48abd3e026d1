import * as z from 'zod';

/**
 * Product service contract (spec 2 §7 "Products"; entities of spec 3 §3 "Price",
 * "Product (quick-shop)", "Inventory", "Upsell and recommended product"; stock state of
 * spec 3 §4). Money amounts are numbers in the major unit of `currency` (e.g. 129.95 USD).
 */

const seg = (value: string) => encodeURIComponent(value);

/** Paths of the product service. Segments are URL-encoded. */
export const productPaths = {
  details: (productId: string) => `/products/v2/products/${seg(productId)}/details`,
  availability: (productId: string) => `/products/v1/products/${seg(productId)}/availability`,
  inventory: (productId: string) => `/products/v2/products/${seg(productId)}/inventory`,
  reviews: (productId: string) => `/products/v1/products/${seg(productId)}/reviews`,
  reviewFlag: (reviewId: string) => `/products/v1/review/${seg(reviewId)}/flag`,
  reviewVote: (reviewId: string) => `/products/v1/review/${seg(reviewId)}/vote`,
  reviewTranslate: (reviewId: string) => `/products/v1/review/${seg(reviewId)}/translate`,
  productSets: (productId: string) => `/products/v2/products/${seg(productId)}/productSets`,
  productSet: (productSetId: string) => `/products/v2/products/${seg(productSetId)}/productSet`,
  catalog: '/products/v2/catalog',
  notifications: '/products/v1/notifications',
  productSearch: '/products/v2/search/productSearch',
  autoSuggest: '/products/v2/search/autoSuggest',
  questions: (productId: string) => `/products/v1/products/${seg(productId)}/reviews/questions`,
  answerVote: (answerId: string) => `/products/v1/review/${seg(answerId)}/questions/vote`,
  widgetRecommendations: '/products/v1/widgetRecommendations',
} as const;

/** Product id shape (spec 1 §2): 8 to 11 upper-case alphanumerics. */
export const productIdPattern = /^[A-Z0-9]{8,11}$/;
/** Category id shape (spec 1 §2): 4 to 10 digits. */
export const categoryIdPattern = /^\d{4,10}$/;

const money = z.number().nonnegative();

/**
 * Price of a product or variant (spec 3 §3 "Price"). `low*`/`high*` are present when the
 * variants' prices differ (a range). The lowest-price notice applies when `current` is below
 * `original` and below `historicBestPrice` (spec 3 §9).
 */
export const priceSchema = z.object({
  current: money,
  original: money,
  lowCurrent: money.optional(),
  highCurrent: money.optional(),
  lowOriginal: money.optional(),
  highOriginal: money.optional(),
  /** Lowest price of the last 30 days before the current sale. */
  historicBestPrice: money.optional(),
  /** Discount of `current` against `original`, in percent rounded to 1 decimal. */
  percentagePriceDiscount: z.number().min(0).max(100).optional(),
  previousBestSalesPrice: money.optional(),
  /** ISO 8601 date the current sales price became active. */
  salesPriceActiveDate: z.string().optional(),
});
/** A price (major units of the answer's currency). */
export type Price = z.infer<typeof priceSchema>;

/** Stock states of spec 3 §4: InStock when quantity is above 0. */
export const stockStatuses = ['InStock', 'OutOfStock'] as const;
/** A variant's stock state. */
export type StockStatus = (typeof stockStatuses)[number];

/** Product types; `digital` products ship by e-mail (spec 3 §3). */
export const productTypes = ['standard', 'digital'] as const;
/** A product type. */
export type ProductType = (typeof productTypes)[number];

/** A product image. `url` is absolute (the mock's `/media/products/...`). */
export const productImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  /** The colour value the image shows. */
  color: z.string().optional(),
});
/** A product image. */
export type ProductImage = z.infer<typeof productImageSchema>;

/** One option of a selectable attribute (spec 3 §3). */
export const attributeOptionSchema = z.object({
  id: z.string(),
  value: z.string(),
  label: z.string(),
  /** Some variant with this option is orderable (in stock, digital or reservable). */
  available: z.boolean(),
  price: priceSchema.optional(),
  /** Colour swatch: a CSS colour or an image URL. */
  swatch: z.string().optional(),
});

/** A selectable attribute: `color`, `size` or, for gift cards, `amount`. */
export const productAttributeSchema = z.object({
  type: z.string(),
  label: z.string(),
  options: z.array(attributeOptionSchema),
});
/** A selectable product attribute. */
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

/** A sellable variant: one size × colour (or one gift card amount). */
export const variantSchema = z.object({
  id: z.string(),
  /** 12-digit UPC-A. */
  upc: z.string().regex(/^\d{12}$/),
  /** Attribute type → option value, e.g. `{ color: 'black', size: '9' }`. */
  attributes: z.record(z.string(), z.string()),
  price: priceSchema,
  quantity: z.number().int().nonnegative(),
  stockStatus: z.enum(stockStatuses),
  /** e.g. `Only 2 left`, `Out of stock`; absent when plainly in stock. */
  stockStatusLabel: z.string().optional(),
});
/** A product variant. */
export type Variant = z.infer<typeof variantSchema>;

/** Average rating (0-5, one decimal) and number of reviews. */
export const ratingSchema = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().nonnegative(),
});

/** Gift card settings of a digital gift card product. */
export const giftCardSettingsSchema = z.object({
  /** Preset amounts (major units). */
  amounts: z.array(money),
  /** Custom amount bounds (major units), inclusive. */
  customAmount: z.object({ min: money, max: money }),
  /** Gift option fields (spec 2 §3 "Gift option for digital products"). */
  giftOption: z.object({
    fields: z.array(z.enum(['email', 'to', 'message'])),
    messageMaxLength: z.number().int().positive(),
  }),
});

/** Product details (spec 3 §3 "Product (quick-shop)"), for one locale and currency. */
export const productDetailsSchema = z.object({
  id: z.string(),
  masterId: z.string(),
  name: z.string(),
  slug: z.string(),
  /** Locale-less product page path, `/p/{slug}-{id}` (spec 1 §2). */
  url: z.string(),
  productType: z.enum(productTypes),
  isDigitalProduct: z.boolean(),
  price: priceSchema,
  /** ISO 4217, from the locale (USD, CAD, GBP). */
  currency: z.string().length(3),
  badge: z.string().optional(),
  badges: z.array(z.string()),
  eyebrow: z.string().optional(),
  presale: z.boolean(),
  /** Reservable only (reserve online, buy in store): always available (spec 3 §4). */
  isRobisOnly: z.boolean(),
  /** "Notify me" may be offered for out-of-stock variants. */
  notifyMe: z.boolean(),
  /** Customisation studio of a customs product. */
  customsExternalUrl: z.string().optional(),
  /** A gift-with-purchase product: not sold on its own. */
  isFreeGift: z.boolean(),
  description: z.string(),
  details: z.array(z.string()),
  modelMeasurements: z.string().optional(),
  defaultColor: z.string().optional(),
  subscriptionType: z.string().optional(),
  gender: z.string().optional(),
  categoryIds: z.array(z.string()),
  images: z.array(productImageSchema),
  rating: ratingSchema,
  attributes: z.array(productAttributeSchema),
  variants: z.array(variantSchema),
  giftCard: giftCardSettingsSchema.optional(),
});
/** Product details answer. */
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/** A product in lists (search, sets, suggestions). */
export const productTileSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  image: productImageSchema,
  price: priceSchema,
  currency: z.string().length(3),
  badge: z.string().optional(),
  rating: ratingSchema,
  colors: z.array(z.object({ value: z.string(), label: z.string(), swatch: z.string() })),
  isDigitalProduct: z.boolean(),
  presale: z.boolean(),
  /** Some variant is orderable. */
  available: z.boolean(),
});
/** A product tile. */
export type ProductTile = z.infer<typeof productTileSchema>;

/** Inventory answer (spec 3 §3 "Inventory"): variants keyed by variant id. */
export const inventorySchema = z.object({
  productId: z.string(),
  variants: z.record(
    z.string(),
    z.object({ quantity: z.number().int().nonnegative(), stockStatus: z.enum(stockStatuses) }),
  ),
});
/** Inventory of a product's variants. */
export type Inventory = z.infer<typeof inventorySchema>;

/** Body of the availability call: which variants, stores and quantity to check. */
export const availabilityRequestSchema = z.object({
  /** Default: every variant of the product. */
  variantIds: z.array(z.string()).optional(),
  /** Stores whose pickup / ship-to-store availability to report. Default none. */
  storeIds: z.array(z.string()).optional(),
  /** Quantity wanted; default 1. */
  quantity: z.number().int().positive().optional(),
});
/** Availability request body. */
export type AvailabilityRequest = z.infer<typeof availabilityRequestSchema>;

/** Availability of one variant in one store. */
export const storeAvailabilitySchema = z.object({
  storeId: z.string(),
  storeName: z.string(),
  quantity: z.number().int().nonnegative(),
  stockStatus: z.enum(stockStatuses),
  /** The store holds the wanted quantity: pick up in store. */
  pickup: z.boolean(),
  /** The online stock holds the wanted quantity: ship to the store. */
  shipToStore: z.boolean(),
});

/** Availability answer: online and per-store availability of each variant. */
export const availabilitySchema = z.object({
  productId: z.string(),
  quantity: z.number().int().positive(),
  variants: z.array(
    z.object({
      id: z.string(),
      upc: z.string(),
      quantity: z.number().int().nonnegative(),
      stockStatus: z.enum(stockStatuses),
      /** Online stock holds the wanted quantity (or digital / reservable). */
      available: z.boolean(),
      stores: z.array(storeAvailabilitySchema),
    }),
  ),
});
/** Availability answer. */
export type Availability = z.infer<typeof availabilitySchema>;

/** A product set (products bought together). */
export const productSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  products: z.array(productTileSchema),
});
/** A product set. */
export type ProductSet = z.infer<typeof productSetSchema>;

/** The sets a product belongs to. */
export const productSetsSchema = z.object({
  productId: z.string(),
  productSets: z.array(
    z.object({ id: z.string(), name: z.string(), productIds: z.array(z.string()) }),
  ),
});
/** Product sets answer. */
export type ProductSets = z.infer<typeof productSetsSchema>;

/** A category of the catalogue tree. `url` is `/c/{slug}-{id}` (spec 1 §2). */
export interface Category {
  id: string;
  slug: string;
  name: string;
  url: string;
  parentId?: string;
  productCount: number;
  children: Category[];
}
/** Schema of a {@link Category}. */
export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.string().regex(categoryIdPattern),
    slug: z.string(),
    name: z.string(),
    url: z.string(),
    parentId: z.string().optional(),
    productCount: z.number().int().nonnegative(),
    children: z.array(categorySchema),
  }),
);
/** Catalogue answer: the category tree (roots first). */
export const catalogSchema = z.object({ categories: z.array(categorySchema) });
/** Catalogue answer. */
export type Catalog = z.infer<typeof catalogSchema>;

/** Body of the notify-me call (PUT /products/v1/notifications). */
export const notificationRequestSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  email: z.email(),
});
/** Notify-me request. */
export type NotificationRequest = z.infer<typeof notificationRequestSchema>;
/** Notify-me answer. */
export const notificationSchema = notificationRequestSchema.extend({
  subscribed: z.literal(true),
});
/** Notify-me answer. */
export type NotificationSubscription = z.infer<typeof notificationSchema>;

/** Recommended product (spec 3 §3): up to 24 per widget (spec 3 §9). */
export const recommendedProductSchema = z.object({
  recToken: z.string(),
  id: z.string(),
  title: z.string(),
  url: z.string(),
  image: productImageSchema,
  price: priceSchema,
  currency: z.string().length(3),
  rating: ratingSchema,
});
/** A recommended product. */
export type RecommendedProduct = z.infer<typeof recommendedProductSchema>;
/** Widget recommendations answer. */
export const widgetRecommendationsSchema = z.object({
  widgetId: z.string(),
  title: z.string(),
  products: z.array(recommendedProductSchema).max(24),
});
/** Widget recommendations answer. */
export type WidgetRecommendations = z.infer<typeof widgetRecommendationsSchema>;
/** Most recommendations a widget answers (spec 3 §9). */
export const maxRecommendations = 24;
