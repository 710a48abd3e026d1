import { describe, expect, it } from 'vitest';
import { queryRouteOf } from './queryRoutes';

describe('queryRouteOf', () => {
  it('sends a category URL with a query to its listing twin', () => {
    expect(queryRouteOf('/en-us/c/women-2000', '?sort=price-low-to-high')).toBe(
      '/en-us/c/women-2000/listing',
    );
    expect(queryRouteOf('/fr-ca/c/femmes-2000/', '?utm_source=mail')).toBe(
      '/fr-ca/c/femmes-2000/listing',
    );
  });

  it('sends a product URL with a query to its variant twin', () => {
    expect(queryRouteOf('/en-us/p/boot-ALP1202W', '?color=black&size=9')).toBe(
      '/en-us/p/boot-ALP1202W/variant',
    );
    expect(queryRouteOf('/en-us/p/boot-ALP1202W', '')).toBeUndefined();
    expect(queryRouteOf('/en-us/p/boot-ALP1202W/variant', '?color=black')).toBeUndefined();
  });

  it('leaves a category URL without a query, and every other page, as they are', () => {
    expect(queryRouteOf('/en-us/c/women-2000', '')).toBeUndefined();
    expect(queryRouteOf('/en-us/c/women-2000', '?')).toBeUndefined();
    expect(queryRouteOf('/en-us/c/women-2000/listing', '?sort=x')).toBeUndefined();
    expect(queryRouteOf('/en-us/search', '?q=boots')).toBeUndefined();
  });
});
