import { isDismissed, popupDismissalsKey, readDismissals, storeDismissal } from './dismissals';

describe('pop-up dismissals (spec 3 §4)', () => {
  afterEach(() => window.localStorage.clear());

  it('stores each name once and reads it back', () => {
    expect(isDismissed(window.localStorage, 'newsletter-aw26')).toBe(false);
    storeDismissal(window.localStorage, 'newsletter-aw26');
    storeDismissal(window.localStorage, 'newsletter-aw26');
    storeDismissal(window.localStorage, 'register');
    expect(readDismissals(window.localStorage)).toEqual(['newsletter-aw26', 'register']);
    expect(isDismissed(window.localStorage, 'newsletter-aw26')).toBe(true);
  });

  it('treats a corrupt or foreign value as no dismissal', () => {
    window.localStorage.setItem(popupDismissalsKey, '{not json');
    expect(readDismissals(window.localStorage)).toEqual([]);
    window.localStorage.setItem(popupDismissalsKey, '{"a":1}');
    expect(readDismissals(window.localStorage)).toEqual([]);
    window.localStorage.setItem(popupDismissalsKey, '["a",2]');
    expect(readDismissals(window.localStorage)).toEqual(['a']);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(isDismissed(broken, 'x')).toBe(false);
    expect(() => storeDismissal(broken, 'x')).not.toThrow();
  });
});
