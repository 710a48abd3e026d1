import { describe, expect, it } from 'vitest';
import { placeSignInFailure, signInSchema, signInSchemaWith } from './signInRules';

describe('signInSchema', () => {
  it('accepts an email and a password', () => {
    expect(signInSchema.safeParse({ email: ' a@example.com ', password: 'x' }).data).toEqual({
      email: 'a@example.com',
      password: 'x',
    });
  });

  it('answers the spec messages', () => {
    // the first issue of each field is the one the form shows (zodResolver)
    const errors = (input: object) => {
      const first = new Map<string, string>();
      for (const issue of signInSchema.safeParse(input).error?.issues ?? []) {
        const field = String(issue.path[0]);
        if (!first.has(field)) first.set(field, `${field}: ${issue.message}`);
      }
      return [...first.values()];
    };
    expect(errors({ email: '', password: '' })).toEqual([
      'email: This field is required',
      'password: This field is required',
    ]);
    expect(errors({ email: 'a@example', password: 'x' })).toEqual(['email: Email is not valid']);
  });
});

describe('placeSignInFailure', () => {
  it('invalid credentials: one message for every credential code, above the form', () => {
    const expected = {
      field: 'form',
      tone: 'error',
      kind: 'credentials',
      message: 'The email or password is incorrect.',
      parts: [{ text: 'The email or password is incorrect.' }],
      links: ['resetPassword'],
    };
    for (const code of ['AUT401', 'AUT418', 'AUT437', 'AUT438'])
      expect(placeSignInFailure(code, 'Invalid username or password')).toEqual(expected);
  });

  it('last attempt is a warning; locked and captcha are errors', () => {
    expect(placeSignInFailure('AUT426')).toMatchObject({
      field: 'form',
      tone: 'warning',
      kind: 'lastAttempt',
      message: 'This is your last attempt before your account is locked.',
      links: ['resetPassword'],
    });
    expect(placeSignInFailure('AUT423').message).toBe(
      'Your account is locked. Please reset your password.',
    );
    expect(placeSignInFailure('AUT441').message).toBe(
      'Your account is locked. Please reset your password.',
    );
    expect(placeSignInFailure('AUT403')).toMatchObject({
      field: 'form',
      tone: 'error',
      kind: 'captcha',
      message: 'We could not verify that you are not a robot. Please try again.',
      links: [],
    });
  });

  it('an email format failure goes to the email input', () => {
    expect(placeSignInFailure('AUT453').field).toBe('email');
  });

  it('an unknown code keeps the server message', () => {
    expect(placeSignInFailure('XYZ999', 'Something odd').message).toBe('Something odd');
  });
});

describe('every AUT code of spec 2 §8 that a sign-in answers', () => {
  it.each([
    ['AUT401', 'credentials', 'form', 'error', ['resetPassword']],
    ['AUT418', 'credentials', 'form', 'error', ['resetPassword']],
    ['AUT437', 'credentials', 'form', 'error', ['resetPassword']],
    ['AUT438', 'credentials', 'form', 'error', ['resetPassword']],
    ['AUT426', 'lastAttempt', 'form', 'warning', ['resetPassword']],
    ['AUT423', 'locked', 'form', 'error', ['resetPassword', 'contactUs']],
    ['AUT441', 'locked', 'form', 'error', ['resetPassword', 'contactUs']],
    ['AUT403', 'captcha', 'form', 'error', []],
    ['AUT453', 'email', 'email', 'error', []],
    ['AUT500', 'system', 'form', 'error', ['contactUs']],
    ['AUT404', 'system', 'form', 'error', ['contactUs']],
    ['AUT432', 'system', 'form', 'error', ['contactUs']],
    ['AUT409', 'system', 'form', 'error', ['contactUs']],
    ['AUT498', 'system', 'form', 'error', ['contactUs']],
    ['GEN500', 'system', 'form', 'error', ['contactUs']],
    ['XYZ999', 'other', 'form', 'error', ['contactUs']],
  ])('%s: %s, at the %s, %s, links %j', (code, kind, field, tone, links) => {
    expect(placeSignInFailure(code)).toMatchObject({ kind, field, tone, links });
  });
});

describe('server messages with links (spec 3 §8)', () => {
  const locked =
    'Account locked. <a href="/forgot-password">Reset your password</a> or <a href=\'/contact-us\'>contact us</a>.';

  it('an unknown code shows the server message with its links as links', () => {
    const placed = placeSignInFailure('XYZ999', locked, 'en', 'en-gb');
    expect(placed.parts).toEqual([
      { text: 'Account locked. ' },
      { text: 'Reset your password', href: '/en-gb/forgot-password' },
      { text: ' or ' },
      { text: 'contact us', href: '/en-gb/contact-us' },
      { text: '.' },
    ]);
    expect(placed.message).toBe('Account locked. Reset your password or contact us.');
    // the links are in the message: not offered twice
    expect(placed.links).toEqual([]);
  });

  it('a known code words the message, and offers the links the server carried', () => {
    const placed = placeSignInFailure('AUT426', locked, 'en');
    expect(placed.parts).toEqual([
      { text: 'This is your last attempt before your account is locked.' },
    ]);
    expect(placed.links).toEqual(['resetPassword', 'contactUs']);
  });

  it('another site’s link keeps only its text', () => {
    const placed = placeSignInFailure(
      'XYZ999',
      'Blocked. <a href="https://evil.example/x">Help</a>',
      'en',
    );
    expect(placed.parts).toEqual([{ text: 'Blocked. Help' }]);
  });
});

describe('the email rule (spec 3 §5 "Sign-in")', () => {
  it('accepts 100 characters, refuses 101', () => {
    const at = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
    expect(signInSchema.safeParse({ email: at(100), password: 'x' }).success).toBe(true);
    expect(
      signInSchema.safeParse({ email: at(101), password: 'x' }).error?.issues[0]?.message,
    ).toBe('Email must be at most 100 characters');
  });
});

describe('placeSignInFailure in French', () => {
  it('words invalid credentials in French, not the server English', () => {
    expect(placeSignInFailure('AUT438', 'Invalid username or password', 'fr')).toMatchObject({
      field: 'form',
      tone: 'error',
      message: 'Le courriel ou le mot de passe est incorrect.',
    });
  });

  it('keeps the last-attempt warning and the email placement', () => {
    expect(placeSignInFailure('AUT426', undefined, 'fr')).toMatchObject({
      tone: 'warning',
      message: 'Il s’agit de votre dernière tentative avant le verrouillage de votre compte.',
    });
    expect(placeSignInFailure('AUT453', undefined, 'fr')).toMatchObject({
      field: 'email',
      message: 'Veuillez saisir une adresse courriel valide.',
    });
  });

  it('an unknown code gets the French generic message (the server speaks English)', () => {
    expect(placeSignInFailure('XYZ999', 'Something odd', 'fr').message).toBe(
      'Une erreur est survenue. Veuillez réessayer plus tard.',
    );
  });
});

describe('signInSchemaWith', () => {
  it('reports the given messages', () => {
    const schema = signInSchemaWith({ required: 'Obligatoire', invalidEmail: 'Courriel invalide' });
    const issues = schema.safeParse({ email: 'nope', password: '' }).error?.issues ?? [];
    expect(issues.map((issue) => issue.message).sort()).toEqual([
      'Courriel invalide',
      'Obligatoire',
    ]);
  });
});
