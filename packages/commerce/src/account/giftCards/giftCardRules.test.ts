import { describe, expect, it } from 'vitest';
import { storyTranslator } from '../../messages/labelsIn';
import { giftCardMessagesFrom, giftCardRequestOf, giftCardSchemaWith } from './giftCardRules';

const card = { number: '6000 1000-0000 0500', pin: '1234', holderName: ' For shoes ' };
const schema = giftCardSchemaWith(giftCardMessagesFrom(storyTranslator('en', 'accountarea')));

/** The fields that break a rule, with their first message (what the form shows). */
function brokenOf(input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('gift card schema (spec 2 §3, §7 GIFT_CARD with number and PIN)', () => {
  it('answers the number’s digits, the PIN and the name trimmed', () => {
    expect(schema.parse(card)).toEqual({
      number: '6000100000000500',
      pin: '1234',
      holderName: 'For shoes',
    });
  });

  it('wants a number of 12 to 19 digits', () => {
    expect(brokenOf({ ...card, number: '' })).toEqual({ number: 'Required' });
    expect(brokenOf({ ...card, number: '60001000000' })).toEqual({ number: 'Required' });
    expect(brokenOf({ ...card, number: '6'.repeat(20) })).toEqual({ number: 'Required' });
    expect(brokenOf({ ...card, number: '6000a00000000500' })).toEqual({ number: 'Required' });
    expect(brokenOf({ ...card, number: '6'.repeat(19) })).toEqual({});
  });

  it('wants the PIN and the name, within the contract’s lengths', () => {
    expect(brokenOf({ ...card, pin: ' ' })).toEqual({ pin: 'Required' });
    expect(brokenOf({ ...card, pin: '1'.repeat(13) })).toEqual({ pin: 'Required' });
    expect(brokenOf({ ...card, holderName: '' })).toEqual({ holderName: 'Required' });
    expect(brokenOf({ ...card, holderName: 'x'.repeat(81) })).toEqual({ holderName: 'Required' });
  });

  it('speaks the messages it is given', () => {
    const french = giftCardSchemaWith({ required: 'Obligatoire' });
    expect(french.safeParse({ ...card, pin: '' }).error?.issues[0]?.message).toBe('Obligatoire');
  });
});

describe('giftCardRequestOf', () => {
  it('is the GIFT_CARD payment instrument request', () => {
    expect(giftCardRequestOf(schema.parse(card))).toEqual({
      paymentMethodId: 'GIFT_CARD',
      card: {
        number: '6000100000000500',
        pin: '1234',
        holderName: 'For shoes',
        cardType: 'GIFT_CARD',
      },
    });
  });
});
