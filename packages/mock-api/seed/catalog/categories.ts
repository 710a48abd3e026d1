import type { catalogCategories } from '../../src/db/catalogSchema';

type CategoryInsert = typeof catalogCategories.$inferInsert;

const c = (
  id: string,
  slug: string,
  en: string,
  fr: string,
  parentId: string | null,
  position: number,
): CategoryInsert => ({ id, slug, names: { en, fr }, parentId, position });

/** Category ids the products refer to (4-10 digits, spec 1 §2). */
export const categoryIds = {
  men: '1000',
  menFootwear: '100010',
  menApparel: '100020',
  women: '2000',
  womenFootwear: '200010',
  womenApparel: '200020',
  kids: '2500',
  footwear: '3000',
  hikingBoots: '300010',
  trailRunning: '300020',
  approach: '300030',
  sandals: '300040',
  lifestyle: '300050',
  apparel: '4000',
  jackets: '400010',
  fleece: '400020',
  tops: '400030',
  bottoms: '400040',
  accessories: '400050',
  giftCards: '5000',
} as const;

const ids = categoryIds;

/** The category tree of the catalogue (roots have no parent). */
export const seedCategories: CategoryInsert[] = [
  c(ids.men, 'men', 'Men', 'Hommes', null, 1),
  c(ids.menFootwear, 'mens-footwear', "Men's Footwear", 'Chaussures homme', ids.men, 1),
  c(ids.menApparel, 'mens-apparel', "Men's Apparel", 'Vêtements homme', ids.men, 2),
  c(ids.women, 'women', 'Women', 'Femmes', null, 2),
  c(ids.womenFootwear, 'womens-footwear', "Women's Footwear", 'Chaussures femme', ids.women, 1),
  c(ids.womenApparel, 'womens-apparel', "Women's Apparel", 'Vêtements femme', ids.women, 2),
  c(ids.kids, 'kids', 'Kids', 'Enfants', null, 3),
  c(ids.footwear, 'footwear', 'Footwear', 'Chaussures', null, 4),
  c(ids.hikingBoots, 'hiking-boots', 'Hiking Boots', 'Chaussures de randonnée', ids.footwear, 1),
  c(ids.trailRunning, 'trail-running', 'Trail Running', 'Trail', ids.footwear, 2),
  c(ids.approach, 'approach-shoes', 'Approach Shoes', "Chaussures d'approche", ids.footwear, 3),
  c(ids.sandals, 'sandals', 'Sandals', 'Sandales', ids.footwear, 4),
  c(ids.lifestyle, 'lifestyle-sneakers', 'Lifestyle Sneakers', 'Baskets', ids.footwear, 5),
  c(ids.apparel, 'apparel', 'Apparel', 'Vêtements', null, 5),
  c(ids.jackets, 'jackets', 'Jackets', 'Vestes', ids.apparel, 1),
  c(ids.fleece, 'fleece-hoodies', 'Fleece & Hoodies', 'Polaires et sweats', ids.apparel, 2),
  c(ids.tops, 'tops', 'Tops & T-Shirts', 'Hauts et t-shirts', ids.apparel, 3),
  c(ids.bottoms, 'pants-shorts', 'Pants & Shorts', 'Pantalons et shorts', ids.apparel, 4),
  c(ids.accessories, 'accessories', 'Accessories', 'Accessoires', ids.apparel, 5),
  c(ids.giftCards, 'gift-cards', 'Gift Cards', 'Cartes-cadeaux', null, 6),
];
