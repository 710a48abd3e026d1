import { errorCodes } from '@storefront/api-contract';
import errorsFr from '../messages/fr/errors.json';
import { apiMessages, defaultApiMessage, messageForError } from './messages';

describe('messageForError', () => {
  it('has wording for every catalogue code', () => {
    for (const code of errorCodes) expect(apiMessages[code]).toMatch(/\w/);
  });

  it('prefers the table, then the server message, then the default', () => {
    expect(messageForError('PRM155', 'expired!')).toBe(apiMessages.PRM155);
    expect(messageForError('ZZZ1', 'From server')).toBe('From server');
    expect(messageForError('ZZZ1', '  ')).toBe(defaultApiMessage);
    expect(messageForError('constructor')).toBe(defaultApiMessage);
    expect(messageForError('withDetails')).toBe(defaultApiMessage);
  });

  it("words the message in the locale's language (languageOf), English by default", () => {
    expect(messageForError('AUT401', undefined, { locale: 'fr-ca' })).toBe(errorsFr.AUT401);
    expect(messageForError('AUT401', undefined, { locale: 'fr-CA' })).toBe(errorsFr.AUT401);
    expect(messageForError('AUT401', undefined, { locale: 'en-gb' })).toBe(apiMessages.AUT401);
    // a language without a table: English, with the server's message for unknown codes
    expect(messageForError('PRM130', undefined, { locale: 'de-de' })).toBe(apiMessages.PRM130);
    expect(messageForError('ZZZ1', 'From server', { locale: 'de-de' })).toBe('From server');
    // the server speaks English: a French page shows the French generic message instead
    expect(messageForError('ZZZ1', 'From server', { locale: 'fr-ca' })).toBe(errorsFr.GEN500);
  });

  it('names the maximum allowed from the server details (spec 1 §8, INV407)', () => {
    expect(messageForError('INV407', 'at most 2', { details: { maxQuantity: 2 } })).toBe(
      'You can buy at most 2 units of this item.',
    );
    expect(messageForError('INV407', undefined, { details: { maxQuantity: 1 } })).toBe(
      'You can buy at most 1 unit of this item.',
    );
    expect(
      messageForError('INV407', undefined, { locale: 'fr-ca', details: { maxQuantity: 2 } }),
    ).toBe('Vous pouvez acheter au plus 2 exemplaires de cet article.');
  });

  it('falls back to the plain wording when a value is missing or not a value', () => {
    expect(messageForError('INV407')).toBe(apiMessages.INV407);
    expect(messageForError('INV407', undefined, { details: { errorId: 'INV407' } })).toBe(
      apiMessages.INV407,
    );
    expect(messageForError('INV407', undefined, { details: { maxQuantity: { n: 2 } } })).toBe(
      apiMessages.INV407,
    );
    // details of a code without such a wording change nothing
    expect(messageForError('INV700', undefined, { details: { maxQuantity: 2 } })).toBe(
      apiMessages.INV700,
    );
  });
});
