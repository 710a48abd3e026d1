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

  it('keeps the names of a full in-store session', () => {
    const full = { ...associate, storeName: 'Alpine Denver', storeEmployeeName: 'Evan Park' };
    expect(parseAssociateSession(JSON.stringify(full))).toEqual(full);
  });

  it("sends inStoreSalesInfo only from an associate session: the session's own ids", () => {
    const full = { ...associate, storeName: 'Alpine Denver', storeEmployeeName: 'Evan Park' };
    expect(inStoreSalesInfoToSend(full)).toEqual(associate);
    expect(inStoreSalesInfoToSend(undefined)).toBeUndefined();
  });
});
