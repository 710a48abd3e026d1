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
      message: 'The email or password is incorrect.',
    };
    for (const code of ['AUT401', 'AUT418', 'AUT437', 'AUT438'])
      expect(placeSignInFailure(code, 'Invalid username or password')).toEqual(expected);
  });

  it('last attempt is a warning; locked and captcha are errors', () => {
    expect(placeSignInFailure('AUT426')).toEqual({
      field: 'form',
      tone: 'warning',
      message: 'This is your last attempt before your account is locked.',
    });
    expect(placeSignInFailure('AUT423').message).toBe(
      'Your account is locked. Please reset your password.',
    );
    expect(placeSignInFailure('AUT441').message).toBe(
      'Your account is locked. Please reset your password.',
    );
    expect(placeSignInFailure('AUT403')).toEqual({
      field: 'form',
      tone: 'error',
      message: 'We could not verify that you are not a robot. Please try again.',
    });
  });

  it('an email format failure goes to the email input', () => {
    expect(placeSignInFailure('AUT453').field).toBe('email');
  });

  it('an unknown code keeps the server message', () => {
    expect(placeSignInFailure('XYZ999', 'Something odd').message).toBe('Something odd');
  });
});

describe('placeSignInFailure in French', () => {
  it('words invalid credentials in French, not the server English', () => {
    expect(placeSignInFailure('AUT438', 'Invalid username or password', 'fr')).toEqual({
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
