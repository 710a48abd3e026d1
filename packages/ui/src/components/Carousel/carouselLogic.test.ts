import { describe, expect, it } from 'vitest';
import { isAutoplayRunning, resolveResponsive } from './carouselLogic';

describe('resolveResponsive', () => {
  it('applies a bare value to every breakpoint', () => {
    expect(resolveResponsive(3, 1)).toEqual({ sm: 3, md: 3, lg: 3 });
    expect(resolveResponsive(false, true)).toEqual({ sm: false, md: false, lg: false });
  });

  it('uses the fallback when nothing is given', () => {
    expect(resolveResponsive<number>(undefined, 1)).toEqual({ sm: 1, md: 1, lg: 1 });
  });

  it('fills missing larger breakpoints from the next smaller one', () => {
    expect(resolveResponsive({ sm: 1.2, lg: 4 }, 1)).toEqual({ sm: 1.2, md: 1.2, lg: 4 });
    expect(resolveResponsive({ md: 2 }, 1)).toEqual({ sm: 1, md: 2, lg: 2 });
    expect(resolveResponsive({ sm: false, md: true }, true)).toEqual({
      sm: false,
      md: true,
      lg: true,
    });
  });
});

describe('isAutoplayRunning (WCAG 2.2.2)', () => {
  const running = {
    enabled: true,
    playing: true,
    hovered: false,
    focusWithin: false,
    snapCount: 3,
  };

  it('runs when enabled, chosen, idle and with more than one position', () => {
    expect(isAutoplayRunning(running)).toBe(true);
  });

  it('pauses on hover and on focus within', () => {
    expect(isAutoplayRunning({ ...running, hovered: true })).toBe(false);
    expect(isAutoplayRunning({ ...running, focusWithin: true })).toBe(false);
  });

  it('stops when paused by the shopper or by reduced motion', () => {
    expect(isAutoplayRunning({ ...running, playing: false })).toBe(false);
  });

  it('never runs when disabled or with a single position', () => {
    expect(isAutoplayRunning({ ...running, enabled: false })).toBe(false);
    expect(isAutoplayRunning({ ...running, snapCount: 1 })).toBe(false);
  });
});
