import * as z from 'zod';

/**
 * The consumer service's recorded requests (spec 2 §7 "Consumer service"): resending e-gift
 * cards, notification settings, warranty; event registration (spec 3 §3, §7 "Other"); contact
 * us. Each answers a receipt or a case id.
 */

/**
 * Body of POST /consumer/resendGiftCardEmail: an order of the signed-in consumer that holds an
 * e-gift card (else 404 `OHS4004` unknown or another's order, 404 `ORD404` no e-gift card, 409
 * `ORD409` not placed). The e-mail goes to `recipientEmail`, else each card's own recipient.
 */
export const resendGiftCardEmailRequestSchema = z.object({
  orderNumber: z.string().min(1),
  recipientEmail: z.string().optional(),
});

/** Body of PUT /consumer/notification. */
export const consumerNotificationRequestSchema = z.object({
  orderUpdates: z.boolean().optional(),
  promotions: z.boolean().optional(),
  backInStock: z.boolean().optional(),
  channel: z.enum(['EMAIL', 'SMS', 'PUSH']).default('EMAIL'),
});

/** Event registration payload (spec 3 §3). */
export const eventRegistrationRequestSchema = z.object({
  email: z.string().min(1),
  firstName: z.string().min(1).max(60),
  lastName: z.string().min(1).max(60),
  gender: z.string().optional(),
  phoneNumber: z.string().optional(),
  attendingDays: z.array(z.string()).min(1),
  eventId: z.string().min(1),
  eventTermsAccepted: z.boolean(),
  plusOne: z.boolean().default(false),
  registrationTimestamp: z.string(),
});
/** An event registration. */
export type EventRegistrationRequest = z.infer<typeof eventRegistrationRequestSchema>;

/** Body of POST /consumer/warranty. */
export const warrantyRequestSchema = z.object({
  productId: z.string().min(1),
  orderNumber: z.string().optional(),
  purchaseDate: z.string(),
  description: z.string().min(1).max(2000),
  email: z.string().min(1),
});

/** Answer of the recorded-request calls (warranty, event registration, data, resend). */
export const requestReceiptSchema = z.object({
  requestId: z.string(),
  status: z.literal('RECEIVED'),
});

/** A contact-us category with its subjects. */
export const contactCategorySchema = z.object({
  categoryId: z.string(),
  name: z.string(),
  subjects: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** Answer of GET /contactus/categorySubject. */
export const contactCategoriesResponseSchema = z.object({
  categories: z.array(contactCategorySchema),
});

/** Body of POST /contactus. */
export const contactUsRequestSchema = z.object({
  categoryId: z.string().min(1),
  subjectId: z.string().min(1),
  email: z.string().min(1),
  firstName: z.string().min(1).max(60),
  lastName: z.string().min(1).max(60),
  message: z.string().min(1).max(4000),
  orderNumber: z.string().optional(),
  phone: z.string().optional(),
});

/** Answer of POST /contactus. */
export const contactUsResponseSchema = z.object({ caseId: z.string() });
