import { describe, expect, it } from 'vitest';
import { storyTranslator } from '../../messages/labelsIn';
import {
  communicationMessagesFrom,
  communicationSchemaWith,
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

describe('communicationSchemaWith (spec 3 §4 SMS opt-in, spec 2 §5 phone rules)', () => {
  const schema = communicationSchemaWith(
    { entries: [{ dialCode: '1', code: 'US', mask: '(XXX) XXX - XXXX' }], region: 'NORA' },
    communicationMessagesFrom(storyTranslator('en', 'accountarea')),
  );
  const values = {
    newsletter: true,
    loyaltyNewsletter: false,
    sms: true,
    phone: '+13035550100',
    accepted: true,
  };
  const broken = (input: typeof values) =>
    schema.safeParse(input).error?.issues.map(({ path, message }) => ({ path, message }));

  it('accepts an SMS opt-in with a valid phone and the terms accepted', () => {
    expect(schema.parse(values)).toEqual(values);
  });
  it('wants the phone at the phone', () => {
    expect(broken({ ...values, phone: '' })).toEqual([
      { path: ['phone'], message: 'Enter the mobile number we should text.' },
    ]);
  });
  it('wants a valid phone at the phone', () => {
    expect(broken({ ...values, phone: '+130355' })).toEqual([
      { path: ['phone'], message: 'A valid phone number is required' },
    ]);
  });
  it('wants the terms accepted at the SMS box', () => {
    expect(broken({ ...values, accepted: false })).toEqual([
      { path: ['sms'], message: 'Accept the SMS terms to receive text messages.' },
    ]);
  });
  it('lets an opt-out through without phone or terms', () => {
    expect(broken({ ...values, sms: false, phone: '', accepted: false })).toBeUndefined();
  });
  it('speaks the messages it is given', () => {
    const french = communicationSchemaWith(
      { entries: [{ dialCode: '1', code: 'US' }] },
      {
        phoneRequired: 'Numéro requis',
        phoneInvalid: 'Numéro invalide',
        termsRequired: 'Conditions',
      },
    );
    expect(french.safeParse({ ...values, phone: '' }).error?.issues[0]?.message).toBe(
      'Numéro requis',
    );
  });
});
