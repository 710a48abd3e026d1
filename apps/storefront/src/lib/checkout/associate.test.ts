import { describe, expect, it } from 'vitest';
import { inStoreSalesInfoToSend, parseAssociateSession } from './associate';

const associate = { storeId: '0101', storeEmployeeId: 'E0101-2' };

describe('in-store associate mode (spec 2 §3 "In-store session")', () => {
  it('reads the associate session of the cookie; anything else is none', () => {
    expect(parseAssociateSession(JSON.stringify(associate))).toEqual(associate);
    for (const raw of [undefined, '', 'not json', '{}', JSON.stringify({ storeId: '0101' })]) {
      expect(parseAssociateSession(raw)).toBeUndefined();
    }
  });

  it('sends inStoreSalesInfo only from an associate session', () => {
    const entered = { storeId: '0101', storeEmployeeId: 'E0101-2' };
    expect(inStoreSalesInfoToSend(associate, entered)).toEqual(entered);
    expect(inStoreSalesInfoToSend(undefined, entered)).toBeUndefined();
    expect(inStoreSalesInfoToSend(associate, undefined)).toBeUndefined();
  });
});
