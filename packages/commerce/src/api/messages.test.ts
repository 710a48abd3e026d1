import { errorCodes } from '@storefront/api-contract';
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
  });
});
