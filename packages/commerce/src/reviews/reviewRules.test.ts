import { describe, expect, it } from 'vitest';
import {
  questionSchemaWith,
  reviewSchemaWith,
  defaultReviewRuleMessages as words,
} from './reviewRules';

const review = reviewSchemaWith(words);
const question = questionSchemaWith(words);

describe('reviewSchemaWith', () => {
  it('answers a trimmed review with a numeric rating', () => {
    expect(review.parse({ rating: '4', title: ' Warm ', text: ' Dry feet ' })).toEqual({
      rating: 4,
      title: 'Warm',
      text: 'Dry feet',
    });
  });

  it('asks for a rating, a title and a text; 2000 characters at most (REV410 beyond)', () => {
    const issues = (value: unknown) =>
      review.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ title: '', text: '' })).toEqual([
      ['rating', words.rating],
      ['title', words.required],
      ['text', words.required],
    ]);
    expect(issues({ rating: '6', title: 'x', text: 'x'.repeat(2001) })).toEqual([
      ['rating', words.rating],
      ['text', 'At most 2000 characters.'],
    ]);
    expect(review.safeParse({ rating: '5', title: 'x', text: 'x'.repeat(2000) }).success).toBe(
      true,
    );
  });
});

describe('questionSchemaWith', () => {
  it('takes an empty e-mail as none and checks one given', () => {
    expect(question.parse({ text: 'Wide?', nickname: 'Ann', email: '' })).toEqual({
      text: 'Wide?',
      nickname: 'Ann',
      email: '',
    });
    const bad = question.safeParse({ text: 'x'.repeat(501), nickname: 'A', email: 'a@b' });
    expect(bad.error?.issues.map((i) => i.path[0])).toEqual(['text', 'nickname', 'email']);
  });
});
