/**
 * The ids of the product page's review and question dialogs in the host's dialog manager
 * (spec 1 §2 dialogs: ask a question, ask question success, review user-generated content;
 * opening one closes any other not marked kept).
 */
export const reviewDialogs = {
  /** Writing a review (a signed-in shopper); arguments: none. */
  writeReview: 'writeReview',
  /** The ask-a-question dialog; arguments: none. */
  askQuestion: 'askQuestion',
  /** The ask-question success dialog, opened in place of the question's dialog. */
  askQuestionSuccess: 'askQuestionSuccess',
  /** A review's photos (the review UGC dialog); arguments: a {@link ReviewMediaArgs}. */
  reviewMedia: 'reviewMedia',
} as const;

/** Arguments of the review UGC dialog: the review's photos, the one to show, its author. */
export type ReviewMediaArgs = {
  photos: { url: string; alt: string }[];
  /** 0-based index of the photo shown first. */
  index: number;
  author: string;
};
