import { describe, expect, it } from 'vitest';
import {
  communicationStateOf,
  smsChoiceProblem,
  subscriptionChangesOf,
} from './communicationRules';

const subscriptions = [
  { channel: 'EMAIL' as const, type: 'NEWSLETTER', optin: true, doubleOptin: true },
  { channel: 'EMAIL' as const, type: 'LoyaltyNewsletter', optin: true, doubleOptin: false },
  { channel: 'SMS' as const, type: 'MARKETING', optin: false, doubleOptin: false },
];

describe('communicationStateOf (spec 2 §3 subscriptions)', () => {
  it('reads each topic, types without regard to case, pending until the double opt-in', () => {
    expect(communicationStateOf(subscriptions)).toEqual({
      newsletter: { optin: true, pending: false },
      loyaltyNewsletter: { optin: true, pending: true },
      sms: { optin: false, pending: false },
    });
  });
  it('a topic without a subscription is opted out', () => {
    expect(communicationStateOf([]).newsletter).toEqual({ optin: false, pending: false });
  });
});

describe('subscriptionChangesOf (spec 2 §7 /consumer/subscription)', () => {
  const current = communicationStateOf(subscriptions);
  const same = { newsletter: true, loyaltyNewsletter: true, sms: false, phone: '+13035550100' };
  const member = { loyaltyMember: true, profilePhone: '+13035550100' };

  it('nothing changed: no call', () => {
    expect(subscriptionChangesOf(current, same, member)).toEqual([]);
  });
  it('POST a new opt-in (SMS with its phone), PUT an opt-out', () => {
    expect(
      subscriptionChangesOf(current, { ...same, newsletter: false, sms: true }, member),
    ).toEqual([
      {
        method: 'PUT',
        request: { channel: 'EMAIL', type: 'Newsletter', optin: false },
      },
      {
        method: 'POST',
        request: { channel: 'SMS', type: 'MARKETING', optin: true, phone: '+13035550100' },
      },
    ]);
  });
  it('a kept SMS opt-in with another number is a PUT with it', () => {
    const texting = communicationStateOf([
      { channel: 'SMS', type: 'MARKETING', optin: true, doubleOptin: true },
    ]);
    expect(
      subscriptionChangesOf(
        texting,
        { newsletter: false, loyaltyNewsletter: false, sms: true, phone: '+13035550199' },
        { loyaltyMember: false, profilePhone: '+13035550100' },
      ),
    ).toEqual([
      {
        method: 'PUT',
        request: { channel: 'SMS', type: 'MARKETING', optin: true, phone: '+13035550199' },
      },
    ]);
  });
  it('never touches the loyalty newsletter of a non-member', () => {
    expect(
      subscriptionChangesOf(
        current,
        { ...same, loyaltyNewsletter: false },
        { loyaltyMember: false, profilePhone: '+13035550100' },
      ),
    ).toEqual([]);
  });
});

describe('smsChoiceProblem (spec 3 §4 SMS opt-in)', () => {
  const choice = { sms: true, phone: '+13035550100', phoneValid: true, accepted: true };
  it('an opt-in needs a phone, a valid one, and the terms accepted', () => {
    expect(smsChoiceProblem(choice)).toBeUndefined();
    expect(smsChoiceProblem({ ...choice, phone: '', phoneValid: false })).toBe('phoneRequired');
    expect(smsChoiceProblem({ ...choice, phoneValid: false })).toBe('phoneInvalid');
    expect(smsChoiceProblem({ ...choice, accepted: false })).toBe('termsRequired');
  });
  it('an opt-out needs nothing', () => {
    expect(smsChoiceProblem({ sms: false, phone: '', phoneValid: false, accepted: false })).toBe(
      undefined,
    );
  });
});
