import type { Vote } from '@storefront/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  catalogAnswers,
  catalogReviewFeedback,
  catalogReviews,
  type ReviewRow,
} from '../db/schema';
import { ApiHttpError } from '../errors';

/**
 * Shoppers' feedback on reviews and answers (spec 2 §7 "flag", "vote", "answer vote"): each
 * shopper (a guest's consumer id too) counts once per target. Voting again on the same side
 * changes nothing; voting on the other side moves the vote; flagging again changes nothing.
 * The rows of `catalog_review_feedback` remember who did what; the counts on the review or
 * answer change in the same transaction.
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Side = 'helpful' | 'unhelpful';

/** What one vote changes in the counts: the side added and the side taken back, if any. */
interface VoteChange {
  added?: Side;
  removed?: Side;
}

/** Records the shopper's vote on a target; what it changes in the counts. */
async function recordVote(
  tx: Transaction,
  targetId: string,
  consumerId: string,
  helpful: boolean,
): Promise<VoteChange> {
  const side: Side = helpful ? 'helpful' : 'unhelpful';
  const key = and(
    eq(catalogReviewFeedback.targetId, targetId),
    eq(catalogReviewFeedback.consumerId, consumerId),
    eq(catalogReviewFeedback.action, 'vote'),
  );
  const [previous] = await tx.select().from(catalogReviewFeedback).where(key).for('update');
  if (!previous) {
    await tx
      .insert(catalogReviewFeedback)
      .values({ targetId, consumerId, action: 'vote', helpful, createdAt: new Date() });
    return { added: side };
  }
  if (previous.helpful === helpful) return {};
  await tx.update(catalogReviewFeedback).set({ helpful, createdAt: new Date() }).where(key);
  return { added: side, removed: helpful ? 'unhelpful' : 'helpful' };
}

/** The counts' new values as SQL: +1 on the side added, -1 on the side taken back. */
function countsPatch(table: typeof catalogReviews | typeof catalogAnswers, change: VoteChange) {
  const delta = (side: Side) => (change.added === side ? 1 : 0) - (change.removed === side ? 1 : 0);
  return {
    helpfulVotes: sql`${table.helpfulVotes} + ${delta('helpful')}`,
    unhelpfulVotes: sql`${table.unhelpfulVotes} + ${delta('unhelpful')}`,
  };
}

/**
 * Counts one shopper's flag on a review (spec 2 §7 "flag"); a second flag by the same shopper
 * changes nothing.
 * @param consumerId the caller's consumer id (guest or registered)
 */
export async function flagReview(db: Database, review: ReviewRow, consumerId: string) {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(catalogReviewFeedback)
      .values({ targetId: review.id, consumerId, action: 'flag', createdAt: new Date() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return;
    await tx
      .update(catalogReviews)
      .set({ flags: sql`${catalogReviews.flags} + 1` })
      .where(eq(catalogReviews.id, review.id));
  });
  return { reviewId: review.id, flagged: true as const };
}

/**
 * One shopper's helpful (or unhelpful) vote on a review (spec 2 §7 "vote"): once per shopper,
 * the last side wins. The review's new counts.
 * @param consumerId the caller's consumer id (guest or registered)
 */
export async function voteReview(
  db: Database,
  review: ReviewRow,
  consumerId: string,
  helpful: boolean,
): Promise<Vote> {
  return db.transaction(async (tx) => {
    const change = await recordVote(tx, review.id, consumerId, helpful);
    const [row] = await tx
      .update(catalogReviews)
      .set(countsPatch(catalogReviews, change))
      .where(eq(catalogReviews.id, review.id))
      .returning();
    return {
      id: review.id,
      helpfulVotes: row?.helpfulVotes ?? 0,
      unhelpfulVotes: row?.unhelpfulVotes ?? 0,
    };
  });
}

/**
 * One shopper's helpful (or unhelpful) vote on an answer (spec 2 §7 "answer vote"), like a
 * review's.
 * @param consumerId the caller's consumer id (guest or registered)
 * @throws ApiHttpError 404 `API404` for an unknown answer (nothing is stored)
 */
export async function voteAnswer(
  db: Database,
  id: string,
  consumerId: string,
  helpful: boolean,
): Promise<Vote> {
  const [answer] = await db
    .select({ id: catalogAnswers.id })
    .from(catalogAnswers)
    .where(eq(catalogAnswers.id, id));
  if (!answer) throw new ApiHttpError(404, 'API404', `Answer not found: ${id}`);
  return db.transaction(async (tx) => {
    const change = await recordVote(tx, id, consumerId, helpful);
    const [row] = await tx
      .update(catalogAnswers)
      .set(countsPatch(catalogAnswers, change))
      .where(eq(catalogAnswers.id, id))
      .returning();
    return { id, helpfulVotes: row?.helpfulVotes ?? 0, unhelpfulVotes: row?.unhelpfulVotes ?? 0 };
  });
}
