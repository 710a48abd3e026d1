import { describe, expect, it } from 'vitest';
import {
  breakpointOfWidth,
  countLabel,
  emblaBreakpointOptions,
  isAutoplayRunning,
  resolveOptionalResponsive,
  resolveResponsive,
} from './carouselLogic';

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

describe('carousel breakpoints', () => {
  it('resolves optional values mobile first, leaving unset breakpoints undefined', () => {
    expect(resolveOptionalResponsive<string>(undefined)).toEqual({
      sm: undefined,
      md: undefined,
      lg: undefined,
    });
    expect(resolveOptionalResponsive({ md: '26.5rem' })).toEqual({
      sm: undefined,
      md: '26.5rem',
      lg: '26.5rem',
    });
    expect(resolveOptionalResponsive('19.25rem')).toEqual({
      sm: '19.25rem',
      md: '19.25rem',
      lg: '19.25rem',
    });
  });

  it('puts sm settings at the base and md/lg under their queries in order', () => {
    const at = (loop: boolean, slidesToScroll: number, active: boolean) => ({
      loop,
      slidesToScroll,
      active,
    });
    const options = emblaBreakpointOptions(
      { sm: at(false, 1, true), md: at(true, 3, true), lg: at(true, 6, false) },
      { md: 'MD', lg: 'LG' },
    );
    expect(options).toMatchObject({ loop: false, slidesToScroll: 1, active: true });
    expect(Object.keys(options.breakpoints)).toEqual(['MD', 'LG']);
    expect(options.breakpoints.LG).toEqual(at(true, 6, false));
  });

  it('finds the breakpoint of a viewport width', () => {
    const starts = { md: 768, lg: 1024 };
    expect(breakpointOfWidth(390, starts)).toBe('sm');
    expect(breakpointOfWidth(768, starts)).toBe('md');
    expect(breakpointOfWidth(1023, starts)).toBe('md');
    expect(breakpointOfWidth(1280, starts)).toBe('lg');
  });
});

describe('countLabel', () => {
  it('fills a template with the position and the total', () => {
    expect(countLabel('Diapositive {n} sur {total}', 2, 5)).toBe('Diapositive 2 sur 5');
    expect(countLabel('{n}/{total} ({n})', 3, 4)).toBe('3/4 (3)');
  });

  it('calls a function with the position and the total', () => {
    expect(countLabel((n, total) => `${n} of ${total}`, 1, 3)).toBe('1 of 3');
  });

  it('leaves a template without placeholders as it is', () => {
    expect(countLabel('Slide', 1, 2)).toBe('Slide');
  });
});
