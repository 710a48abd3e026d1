import { guestSession } from './session';
import { readSegmentFlags, sessionFromFlags } from './simulatedSession';

describe('forced preview sessions (spec 3 §6; the preview tool and the storefront alike)', () => {
  it('reads comma-separated and repeated flags, drops unknown ones, implies loggedIn', () => {
    expect(readSegmentFlags('loyaltyMember, nope')).toEqual(['loggedIn', 'loyaltyMember']);
    expect(readSegmentFlags(['athlete', 'cartNotEmpty'])).toEqual([
      'loggedIn',
      'cartNotEmpty',
      'athlete',
    ]);
    expect(readSegmentFlags(undefined)).toEqual([]);
  });

  it('makes the session of the flags from a guest', () => {
    expect(sessionFromFlags([])).toEqual(guestSession);
    expect(sessionFromFlags(readSegmentFlags('employee,cartNotEmpty'))).toEqual({
      ...guestSession,
      loggedIn: true,
      employee: true,
      cartEmpty: false,
    });
  });
});
