import { describe, expect, it } from 'vitest';
import { agentLoginSchemaWith, placeAgentLoginFailure } from './agentLoginRules';
import { agentLoginLabels } from './labels';

describe('agent login rules (spec 1 §6, §8; spec 2 §8)', () => {
  const schema = agentLoginSchemaWith(agentLoginLabels);

  it('needs an email, a password and a store number of digits', () => {
    expect(
      schema.safeParse({ email: 'employee@example.com', password: 'x', storeId: ' 0101 ' }).data,
    ).toEqual({ email: 'employee@example.com', password: 'x', storeId: '0101' });
    const bad = schema.safeParse({ email: 'nope', password: '', storeId: 'DEN' });
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['email', 'Email is not valid'],
      ['password', 'This field is required'],
      ['storeId', 'Enter your store number: digits only'],
    ]);
  });

  it('places STR404 at the store number, the login codes as the sign-in form does', () => {
    expect(placeAgentLoginFailure('STR404')).toEqual({
      field: 'storeId',
      tone: 'error',
      message: 'We could not find your store.',
    });
    expect(placeAgentLoginFailure('STR404', undefined, 'fr').message).toBe(
      'Nous n’avons pas trouvé votre magasin.',
    );
    expect(placeAgentLoginFailure('AUT401')).toMatchObject({ field: 'form', tone: 'error' });
    expect(placeAgentLoginFailure('AUT426')).toMatchObject({ field: 'form', tone: 'warning' });
    expect(placeAgentLoginFailure('AUT453')).toMatchObject({ field: 'email' });
  });
});
