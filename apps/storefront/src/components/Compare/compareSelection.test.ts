import { canCompare, compareIdsOf } from './compareSelection';

describe('the products chosen to compare (spec 2 §7 compare: 2 to 4)', () => {
  it('reads repeated and comma-joined codes, each once, in order, at most 4', () => {
    expect(compareIdsOf(['ALP1001M', 'ALP2001W', 'ALP1001M'])).toEqual(['ALP1001M', 'ALP2001W']);
    expect(compareIdsOf('ALP1001M,ALP2001W')).toEqual(['ALP1001M', 'ALP2001W']);
    expect(compareIdsOf('A1234567,B1234567,C1234567,D1234567,E1234567')).toHaveLength(4);
  });

  it('drops what is not a product code', () => {
    expect(compareIdsOf(['<script>', 'ALP1001M', '', 'x'])).toEqual(['ALP1001M']);
    expect(compareIdsOf(undefined)).toEqual([]);
  });

  it('compares 2 to 4 products', () => {
    expect(canCompare(['A1234567'])).toBe(false);
    expect(canCompare(['A1234567', 'B1234567'])).toBe(true);
    expect(canCompare(['A1234567', 'B1234567', 'C1234567', 'D1234567', 'E1234567'])).toBe(false);
  });
});
