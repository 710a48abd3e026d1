import { describe, expect, it } from 'vitest';
import { sizeChartTypeOf } from './sizeGuide';

const byCategory = {
  '3000': 'footwear',
  '400040': 'bottoms',
  '400030': 'tops',
  '2500': 'kids',
} as const;

describe('sizeChartTypeOf', () => {
  it('takes a category of its own first, then a root (first 4 digits)', () => {
    expect(sizeChartTypeOf(['400040'], byCategory)).toBe('bottoms');
    expect(sizeChartTypeOf(['300010'], byCategory)).toBe('footwear');
    expect(sizeChartTypeOf(['300010', '400030'], byCategory)).toBe('tops');
    expect(sizeChartTypeOf(['2500'], byCategory)).toBe('kids');
  });

  it('answers none for a category without a chart', () => {
    expect(sizeChartTypeOf(['400050', '5000'], byCategory)).toBeUndefined();
    expect(sizeChartTypeOf([], byCategory)).toBeUndefined();
  });
});
