import type {
  catalogAnswers,
  catalogProductSets,
  catalogQuestions,
  catalogReviews,
} from '../../src/db/catalogSchema';
import { specialProductIds } from './products';
import { createRandom } from './random';

type ReviewInsert = typeof catalogReviews.$inferInsert;
type QuestionInsert = typeof catalogQuestions.$inferInsert;
type AnswerInsert = typeof catalogAnswers.$inferInsert;
type SetInsert = typeof catalogProductSets.$inferInsert;

const authors = [
  'Maya K.',
  'Tom R.',
  'Priya S.',
  'Jonas B.',
  'Elena V.',
  'Sam O.',
  'Chloé D.',
  'Liam W.',
  'Aiko T.',
  'Noah F.',
  'Zoe P.',
  'Marc-André L.',
];
const locations = [
  'Denver, CO',
  'Seattle, WA',
  'Toronto, ON',
  'Montréal, QC',
  'London',
  'Manchester',
  'Boulder, CO',
  'Vancouver, BC',
];
const byRating: Record<number, { title: string; text: string }[]> = {
  5: [
    {
      title: 'Best purchase this year',
      text: 'Comfortable from the first day, no break-in needed. Took them on a 20 km loop and my feet were fine.',
    },
    {
      title: 'Great fit',
      text: 'True to size and very well made. The colour is exactly as in the pictures.',
    },
  ],
  4: [
    {
      title: 'Very good, slightly warm',
      text: 'Solid quality and great grip on wet rock. A bit warm in summer but I would buy again.',
    },
    {
      title: 'Happy with it',
      text: 'Does what it promises. Sizing runs a little small, consider half a size up.',
    },
  ],
  3: [
    {
      title: 'Okay for the price',
      text: 'Decent, but the laces came undone often. Customer service was helpful though.',
    },
  ],
  2: [
    {
      title: 'Not for wide feet',
      text: 'Nice looking but too narrow for me. Returned it without problems.',
    },
  ],
  1: [
    { title: 'Disappointed', text: 'The seam started to come apart after two weeks of light use.' },
  ],
};
const frenchReview = {
  title: 'Très confortable',
  text: 'Excellent maintien et très bonne accroche sur terrain humide. Je recommande.',
};

const questionPool = [
  {
    q: 'Is this true to size?',
    a: 'Most customers find it true to size; if you are between sizes, take the larger one.',
  },
  {
    q: 'Is it waterproof or just water resistant?',
    a: 'It is waterproof: the membrane is tested to keep water out for hours of rain.',
  },
  { q: 'Can I machine wash it?', a: 'Yes, at 30 °C on a gentle cycle. Do not tumble dry.' },
  { q: 'Does it come in wide widths?', a: 'Not at the moment, but the toe box is roomy.' },
];

/** The reviews, questions and answers part of the seed. */
export interface ReviewSeed {
  reviews: ReviewInsert[];
  questions: QuestionInsert[];
  answers: AnswerInsert[];
}

/**
 * Builds reviews (0-8 per product, some in French), questions and answers for the given
 * products. Gift cards and free gifts get none; the lowest-price-notice product gets 8.
 */
export function buildReviews(productIds: string[], seed = 7): ReviewSeed {
  const random = createRandom(seed);
  const out: ReviewSeed = { reviews: [], questions: [], answers: [] };
  const start = Date.UTC(2025, 0, 1);
  let q = 1;
  let a = 1;
  for (const productId of productIds) {
    if (productId === specialProductIds.giftCard || productId === specialProductIds.freeGift)
      continue;
    const count = productId === specialProductIds.saleWithNotice ? 8 : random.int(0, 8);
    for (let i = 1; i <= count; i++) {
      const rating = random.pick([5, 5, 5, 4, 4, 4, 3, 2, 1]);
      const french = random.chance(0.1);
      const body = french ? frenchReview : random.pick(byRating[rating] ?? []);
      out.reviews.push({
        id: `RV${productId}${String(i).padStart(2, '0')}`,
        productId,
        rating: french ? 5 : rating,
        title: body.title,
        text: body.text,
        author: random.pick(authors),
        location: random.pick(locations),
        language: french ? 'fr' : 'en',
        verifiedBuyer: random.chance(0.7),
        helpfulVotes: random.int(0, 30),
        unhelpfulVotes: random.int(0, 5),
        createdAt: new Date(start + random.int(0, 660) * 86_400_000),
      });
    }
    if (random.chance(0.35) || productId === specialProductIds.saleWithNotice) {
      const n = random.int(1, 3);
      for (let i = 0; i < n; i++) {
        const entry = questionPool[(q + i) % questionPool.length] as (typeof questionPool)[number];
        const questionId = `QN${String(q++).padStart(5, '0')}`;
        const asked = start + random.int(0, 600) * 86_400_000;
        out.questions.push({
          id: questionId,
          productId,
          text: entry.q,
          author: random.pick(authors),
          createdAt: new Date(asked),
        });
        if (random.chance(0.8)) {
          out.answers.push({
            id: `AN${String(a++).padStart(5, '0')}`,
            questionId,
            text: entry.a,
            author: 'Alpine Customer Care',
            isStaff: true,
            helpfulVotes: random.int(0, 12),
            unhelpfulVotes: random.int(0, 2),
            createdAt: new Date(asked + 2 * 86_400_000),
          });
        }
        if (random.chance(0.3)) {
          out.answers.push({
            id: `AN${String(a++).padStart(5, '0')}`,
            questionId,
            text: 'I have the same one, works great for me.',
            author: random.pick(authors),
            isStaff: false,
            helpfulVotes: random.int(0, 5),
            unhelpfulVotes: 0,
            createdAt: new Date(asked + 5 * 86_400_000),
          });
        }
      }
    }
  }
  addPhotos(out.reviews);
  return out;
}

/** Products whose newest review carries shoppers' photos (the review UGC dialog, spec 1 §2). */
const reviewPhotoProducts = ['ALP1401M', 'ALP1002M', specialProductIds.saleWithNotice];

/**
 * Gives the newest review of each of {@link reviewPhotoProducts} two or three of the demo UGC
 * pictures (seed/media/ugc), chosen by position so the random sequence of the rest is unchanged.
 */
function addPhotos(reviews: ReviewInsert[]): void {
  reviewPhotoProducts.forEach((productId, n) => {
    const newest = reviews
      .filter((r) => r.productId === productId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    if (!newest) return;
    newest.photos = Array.from({ length: 2 + (n % 2) }, (_, i) => ({
      path: `ugc/ugc-${String(n * 3 + i + 1).padStart(2, '0')}.svg`,
      alt: `Photo ${i + 1} by ${newest.author}: the product on the trail`,
    }));
  });
}

/** Product sets: products bought together. */
export const seedProductSets: SetInsert[] = [
  {
    id: 'SET0001TR',
    name: 'Trail running kit',
    description: 'Shoes, shell, cap and socks for fast days on the trail.',
    productIds: ['ALP1101M', 'ALP2001M', 'ALP3001U', 'ALP3003U'],
  },
  {
    id: 'SET0002HT',
    name: 'Hut-to-hut trek',
    description: 'Everything for a multi-day trek between mountain huts.',
    productIds: ['ALP1001W', 'ALP2003W', 'ALP2301W', 'ALP3005U', 'ALP3003U'],
  },
  {
    id: 'SET0003SD',
    name: 'Summit day',
    description: 'Boots, insulation and a pack for a long summit push.',
    productIds: ['ALP1001M', 'ALP2002M', 'ALP3002U', 'ALP3004U'],
  },
  {
    id: 'SET0004BC',
    name: 'Basecamp lounge',
    description: 'Warm and comfortable for the evening at camp.',
    productIds: ['ALP2101W', 'ALP2102W', 'ALP1401W', 'ALP3002U'],
  },
];
