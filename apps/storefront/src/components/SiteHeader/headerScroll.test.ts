import { nextHeaderHidden } from './headerScroll';

const base = { y: 600, lastY: 300, hidden: false, locked: false, headerHeight: 100 };

describe('nextHeaderHidden', () => {
  it('hides when scrolling down and shows when scrolling up', () => {
    expect(nextHeaderHidden(base)).toBe(true);
    expect(nextHeaderHidden({ ...base, y: 300, lastY: 600, hidden: true })).toBe(false);
  });

  it('never hides while the menu is open or focus is inside', () => {
    expect(nextHeaderHidden({ ...base, locked: true })).toBe(false);
    expect(nextHeaderHidden({ ...base, locked: true, hidden: true })).toBe(false);
  });

  it('always shows near the top of the page', () => {
    expect(nextHeaderHidden({ ...base, y: 90, lastY: 20 })).toBe(false);
  });

  it('keeps its state for small moves', () => {
    expect(nextHeaderHidden({ ...base, y: 605, lastY: 600, hidden: true })).toBe(true);
    expect(nextHeaderHidden({ ...base, y: 605, lastY: 600, hidden: false })).toBe(false);
  });
});
