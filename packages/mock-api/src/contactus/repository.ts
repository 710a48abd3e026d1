import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contactCategories, contactRequests } from '../db/consumerSchema';

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
    (['en', 'fr'] as const).map((language) => ({
      id: `${c.id}-${language}`,
      language,
      name: c[language],
      position,
      subjects: c.subjects.map(([id, en, fr]) => ({ id, name: language === 'en' ? en : fr })),
    })),
  );
  await db.insert(contactCategories).values(rows);
  return rows.length;
}

/** Contact-us categories with subjects in a language (`en`, `fr`; others fall back to en). */
export async function listContactCategories(db: Database, language: string) {
  const lang = language === 'fr' ? 'fr' : 'en';
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
