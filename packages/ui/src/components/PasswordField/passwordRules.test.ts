import { passwordErrors, passwordMessages, passwordRules } from './passwordRules';

describe('passwordRules', () => {
  it('reports every rule unmet for an empty value', () => {
    expect(passwordRules('')).toEqual({
      minLength: false,
      uppercase: false,
      lowercase: false,
      number: false,
    });
  });

  it('needs eight characters, not seven', () => {
    expect(passwordRules('Abcdef1').minLength).toBe(false);
    expect(passwordRules('Abcdefg1').minLength).toBe(true);
  });

  it('tells each requirement apart', () => {
    expect(passwordRules('abcdefgh')).toEqual({
      minLength: true,
      uppercase: false,
      lowercase: true,
      number: false,
    });
    expect(passwordRules('ABCDEFG1')).toMatchObject({
      uppercase: true,
      lowercase: false,
      number: true,
    });
  });

  it('counts accented letters as upper or lower case', () => {
    expect(passwordRules('É')).toMatchObject({ uppercase: true, lowercase: false });
    expect(passwordRules('é')).toMatchObject({ uppercase: false, lowercase: true });
  });
});

describe('passwordErrors', () => {
  it('returns one message per unmet rule, in order', () => {
    expect(passwordErrors('abc')).toEqual([
      passwordMessages.minLength,
      passwordMessages.uppercase,
      passwordMessages.number,
    ]);
  });

  it('returns nothing for a valid password', () => {
    expect(passwordErrors('Secret123')).toEqual([]);
  });
});
