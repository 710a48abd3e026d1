import * as z from 'zod';

/**
 * Reviews and questions of the product service (spec 2 §7 "Products": reviews, review
 * flag / vote / translate, questions and answer votes) and writing a review (POST on the
 * reviews path; a signed-in, registered shopper). Errors: `REV410` when a review's text is
 * longer than {@link maxReviewLength} or a question longer than {@link maxQuestionLength}
 * (spec 2 §8), `API404` for an unknown id, `AUT401` / `AUT432` writing a review without a
 * registered shopper's token.
 */

/** Sort orders of the reviews list; default `newest`. */
export const reviewSorts = ['newest', 'oldest', 'highest', 'lowest', 'helpful'] as const;
/** A reviews sort order. */
export type ReviewSort = (typeof reviewSorts)[number];

/** Most characters of a question's text; longer → 400 `REV410`. */
export const maxQuestionLength = 500;

/** Most characters of a review's text; longer → 400 `REV410` (spec 2 §8 "review too long"). */
export const maxReviewLength = 2000;

/** Most characters of a review's title; longer → 400 `API400`. */
export const maxReviewTitleLength = 100;

/** One review. */
export const reviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  author: z.string(),
  location: z.string().optional(),
  /** ISO 639-1 language of the text. */
  language: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  verifiedBuyer: z.boolean(),
  helpfulVotes: z.number().int().nonnegative(),
  unhelpfulVotes: z.number().int().nonnegative(),
  /** The shopper's photos (absent: none), shown in the review UGC dialog (spec 1 §2). */
  photos: z.array(z.object({ url: z.string(), alt: z.string() })).optional(),
});
/** A review. */
export type Review = z.infer<typeof reviewSchema>;

/** Reviews answer: summary and one page of reviews. */
export const reviewsSchema = z.object({
  productId: z.string(),
  summary: z.object({
    average: z.number().min(0).max(5),
    count: z.number().int().nonnegative(),
    /** Star (1-5, as a string key) → number of reviews. */
    distribution: z.record(z.string(), z.number().int().nonnegative()),
  }),
  sort: z.enum(reviewSorts),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  reviews: z.array(reviewSchema),
});
/** Reviews answer. */
export type Reviews = z.infer<typeof reviewsSchema>;

/**
 * Body of a new review (POST /products/v1/products/{productId}/reviews): a star rating 1-5,
 * a title (1 to {@link maxReviewTitleLength} characters) and a text (at least 1 character; the
 * server answers `REV410` over {@link maxReviewLength}). The author is the signed-in shopper.
 */
export const reviewRequestSchema = z.object({
  rating: z.number().int().min(1).max(5),
  title: z.string().trim().min(1).max(maxReviewTitleLength),
  text: z.string().trim().min(1),
});
/** New review request. */
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** Body of a review flag: why it is inappropriate. */
export const reviewFlagRequestSchema = z.object({
  reason: z.enum(['inappropriate', 'spam', 'offTopic', 'other']),
  comment: z.string().max(500).optional(),
});
/** Review flag request. */
export type ReviewFlagRequest = z.infer<typeof reviewFlagRequestSchema>;
/** Review flag answer. */
export const reviewFlagSchema = z.object({ reviewId: z.string(), flagged: z.literal(true) });

/** Body of a helpfulness vote (reviews and answers). */
export const voteRequestSchema = z.object({ helpful: z.boolean() });
/** Vote request. */
export type VoteRequest = z.infer<typeof voteRequestSchema>;
/** Vote answer: the new counts. */
export const voteSchema = z.object({
  id: z.string(),
  helpfulVotes: z.number().int().nonnegative(),
  unhelpfulVotes: z.number().int().nonnegative(),
});
/** Vote answer. */
export type Vote = z.infer<typeof voteSchema>;

/** Body of a review translation: target language (ISO 639-1). */
export const translateRequestSchema = z.object({ targetLanguage: z.string().regex(/^[a-z]{2}$/) });
/** Review translation answer. */
export const reviewTranslationSchema = z.object({
  reviewId: z.string(),
  sourceLanguage: z.string(),
  targetLanguage: z.string(),
  title: z.string(),
  text: z.string(),
});
/** Review translation answer. */
export type ReviewTranslation = z.infer<typeof reviewTranslationSchema>;

/** An answer to a question. */
export const answerSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: z.string(),
  /** Answered by the brand's staff. */
  isStaff: z.boolean(),
  createdAt: z.string(),
  helpfulVotes: z.number().int().nonnegative(),
  unhelpfulVotes: z.number().int().nonnegative(),
});

/** A question with its answers. */
export const questionSchema = z.object({
  id: z.string(),
  productId: z.string(),
  text: z.string(),
  author: z.string(),
  createdAt: z.string(),
  answers: z.array(answerSchema),
});
/** A question. */
export type Question = z.infer<typeof questionSchema>;

/** Questions answer (newest first). */
export const questionsSchema = z.object({
  productId: z.string(),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  questions: z.array(questionSchema),
});
/** Questions answer. */
export type Questions = z.infer<typeof questionsSchema>;

/** Body of a new question ("Ask a question" dialog). */
export const questionRequestSchema = z.object({
  text: z.string().trim().min(1),
  nickname: z.string().trim().min(2).max(30),
  email: z.email().optional(),
});
/** New question request. */
export type QuestionRequest = z.infer<typeof questionRequestSchema>;
