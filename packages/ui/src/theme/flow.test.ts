import { describe, expect, it } from 'vitest';
import { responsiveClasses } from './flow';

const classes = {
  sm: { xs: 'sm-xs', md: 'sm-md' },
  md: { xs: 'md-xs', md: 'md-md' },
  lg: { xs: 'lg-xs', md: 'lg-md' },
};

describe('responsiveClasses', () => {
  it('gives a plain value the class for every width (sm)', () => {
    expect(responsiveClasses('md', classes)).toBe('sm-md');
  });

  it('gives each breakpoint an object names its own class, mobile first', () => {
    expect(responsiveClasses({ sm: 'xs', lg: 'md' }, classes)).toBe('sm-xs lg-md');
    expect(responsiveClasses({ md: 'xs' }, classes)).toBe('md-xs');
  });

  it('gives nothing for an object without breakpoints', () => {
    expect(responsiveClasses({}, classes)).toBe('');
  });
});
