import { randomUUID } from 'node:crypto';
import { type contactUsRequestSchema, languageOf } from '@storefront/api-contract';
import { asc, eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { assertEmail } from '../auth/rules';
import type { Database } from '../db/client';
import { contactCategories, contactRequests } from '../db/consumerSchema';
import { ApiHttpError } from '../errors';

/** The languages contact-us categories are written in; others fall back to the first. */
const contactLanguages = ['en', 'fr'] as const;
type ContactLanguage = (typeof contactLanguages)[number];

const categories: { id: string; en: string; fr: string; subjects: [string, string, string][] }[] = [
  {
    id: 'orders',
    en: 'Orders',
    fr: 'Commandes',
    subjects: [
      ['order-status', 'Order status', 'État de la commande'],
      ['order-change', 'Change or cancel an order', 'Modifier ou annuler une commande'],
      ['delivery', 'Delivery', 'Livraison'],
    ],
  },
  {
    id: 'returns',
    en: 'Returns and refunds',
    fr: 'Retours et remboursements',
    subjects: [
      ['return-label', 'Return label', 'Étiquette de retour'],
      ['refund', 'Refund', 'Remboursement'],
    ],
  },
  {
    id: 'products',
    en: 'Products',
    fr: 'Produits',
    subjects: [
      ['sizing', 'Sizing and fit', 'Tailles et ajustement'],
      ['warranty', 'Warranty', 'Garantie'],
      ['availability', 'Availability', 'Disponibilité'],
    ],
  },
  {
    id: 'account',
    en: 'Account and loyalty',
    fr: 'Compte et fidélité',
    subjects: [
      ['sign-in', 'Sign-in problems', 'Problèmes de connexion'],
      ['loyalty-points', 'Loyalty points', 'Points de fidélité'],
      ['privacy', 'Privacy and my data', 'Confidentialité et mes données'],
    ],
  },
];

/** Seeds the contact-us categories (en and fr) when the table is empty. */
export async function seedContactCategoriesIfEmpty(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(contactCategories);
  if ((row?.n ?? 0) > 0) return 0;
  const rows = categories.flatMap((c, position) =>
    contactLanguages.map((language) => ({
      id: `${c.id}-${language}`,
      language,
      name: c[language],
      position,
      subjects: c.subjects.map(([id, en, fr]) => ({ id, name: { en, fr }[language] })),
    })),
  );
  await db.insert(contactCategories).values(rows);
  return rows.length;
}

/**
 * Contact-us categories with their subjects (spec 2 §7 consumer service) in the language of a
 * locale (`en`, `fr`; others fall back to en).
 * @param locale a BCP 47 tag or locale path (`fr-CA`, `fr-ca`) or a bare language
 */
export async function listContactCategories(db: Database, locale: string) {
  const language = languageOf(locale);
  const lang: ContactLanguage = contactLanguages.find((l) => l === language) ?? 'en';
  const rows = await db
    .select()
    .from(contactCategories)
    .where(eq(contactCategories.language, lang))
    .orderBy(asc(contactCategories.position));
  return rows.map((r) => ({
    categoryId: r.id.slice(0, -(lang.length + 1)),
    name: r.name,
    subjects: r.subjects,
  }));
}

/** A contact-us submission (spec 2 §7 consumer service), as parsed. */
export type ContactSubmission = z.output<typeof contactUsRequestSchema>;

/**
 * Checks a contact-us submission against the categories of the locale's language and stores
 * it (e-mail trimmed and lower-cased).
 * @returns the case id
 * @throws ApiHttpError 400 `AUT453` for a bad e-mail; 400 `API400` for an unknown category or
 * subject
 */
export async function submitContactRequest(
  db: Database,
  consumerId: string | null,
  locale: string,
  body: ContactSubmission,
): Promise<string> {
  assertEmail(body.email);
  const categories = await listContactCategories(db, locale);
  const category = categories.find((c) => c.categoryId === body.categoryId);
  if (!category) throw new ApiHttpError(400, 'API400', `Unknown category ${body.categoryId}`);
  if (!category.subjects.some((s) => s.id === body.subjectId)) {
    throw new ApiHttpError(400, 'API400', `Unknown subject ${body.subjectId}`);
  }
  return saveContactRequest(db, {
    consumerId,
    categoryId: body.categoryId,
    subjectId: body.subjectId,
    email: body.email.trim().toLowerCase(),
    payload: body,
  });
}

/** Stores a contact-us request; returns its id. */
export async function saveContactRequest(
  db: Database,
  request: {
    consumerId: string | null;
    categoryId: string;
    subjectId: string;
    email: string;
    payload: Record<string, unknown>;
  },
): Promise<string> {
  const id = randomUUID();
  await db.insert(contactRequests).values({ id, ...request });
  return id;
}
