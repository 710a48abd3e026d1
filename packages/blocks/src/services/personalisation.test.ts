import { findDecision, parseTestContext } from './personalisation';
import { simulatedDecision } from './simulators';

describe('parseTestContext (p13n_testcontext)', () => {
  it('reads a JSON object of experience → variant', () => {
    expect(parseTestContext('{"exp-1":"variant-b","exp-2":3}')).toEqual({ 'exp-1': 'variant-b' });
  });
  it('reads a comma list of experience:variant', () => {
    expect(parseTestContext('exp-1:variant-b, exp-2:Sale')).toEqual({
      'exp-1': 'variant-b',
      'exp-2': 'Sale',
    });
  });
  it('gives undefined for empty or unreadable input', () => {
    expect(parseTestContext(undefined)).toBeUndefined();
    expect(parseTestContext('')).toBeUndefined();
    expect(parseTestContext('{broken')).toBeUndefined();
    expect(parseTestContext('[1]')).toBeUndefined();
    expect(parseTestContext('novariant')).toBeUndefined();
  });
});

describe('findDecision', () => {
  it('finds the decision of an experience id', () => {
    const decisions = [simulatedDecision('a', 'x'), simulatedDecision('b', 'y')];
    expect(findDecision(decisions, 'b')?.variant_label).toBe('y');
    expect(findDecision(decisions, 'c')).toBeUndefined();
  });
});
