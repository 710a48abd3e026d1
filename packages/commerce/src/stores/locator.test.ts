import { describe, expect, it } from 'vitest';
import {
  centreOf,
  distanceKm,
  foldText,
  formatDistance,
  isPostalCodeQuery,
  nearestFirst,
  openingHoursRows,
} from './locator';

const denver = { latitude: 39.7392, longitude: -104.9903 };
const store = (name: string, latitude: number, longitude: number, distance?: number) => ({
  name,
  latitude,
  longitude,
  ...(distance === undefined ? {} : { distance }),
});

describe('distanceKm', () => {
  it('is 0 for one point and symmetric, in km with 1 decimal', () => {
    expect(distanceKm(denver, denver)).toBe(0);
    const boulder = { latitude: 40.015, longitude: -105.2705 };
    expect(distanceKm(denver, boulder)).toBe(distanceKm(boulder, denver));
    expect(distanceKm(denver, boulder)).toBeGreaterThan(35);
    expect(distanceKm(denver, boulder)).toBeLessThan(40);
  });
});

describe('nearestFirst', () => {
  it('measures from the origin and sorts nearest first', () => {
    const sorted = nearestFirst(
      [
        store('Seattle', 47.6062, -122.3321),
        store('Boulder', 40.0184, -105.2778),
        store('Denver', 39.7527, -105.0003),
      ],
      denver,
    );
    expect(sorted.map((s) => s.name)).toEqual(['Denver', 'Boulder', 'Seattle']);
    expect(sorted[0]?.distance).toBeLessThan(2);
  });

  it('keeps given distances without an origin, places without one last', () => {
    const sorted = nearestFirst([
      store('No distance', 0, 0),
      store('Far', 0, 0, 12.5),
      store('Near', 0, 0, 1.2),
    ]);
    expect(sorted.map((s) => s.name)).toEqual(['Near', 'Far', 'No distance']);
  });

  it('orders equal distances by name and leaves the input as it was', () => {
    const input = [store('Zeta', 0, 0, 3), store('Alpha', 0, 0, 3)];
    expect(nearestFirst(input).map((s) => s.name)).toEqual(['Alpha', 'Zeta']);
    expect(input.map((s) => s.name)).toEqual(['Zeta', 'Alpha']);
  });

  it('answers an empty list for no places', () => {
    expect(nearestFirst([], denver)).toEqual([]);
  });
});

describe('query helpers', () => {
  it('tells postal codes from cities and folds accents', () => {
    expect(isPostalCodeQuery('80202')).toBe(true);
    expect(isPostalCodeQuery('H3G 1S8')).toBe(true);
    expect(isPostalCodeQuery('Montréal')).toBe(false);
    expect(foldText(' Montréal ')).toBe('montreal');
  });

  it('finds the centre of points', () => {
    expect(centreOf([])).toBeUndefined();
    expect(centreOf([store('a', 0, 0), store('b', 2, 4)])).toEqual({ latitude: 1, longitude: 2 });
  });
});

describe('formatting', () => {
  it('gives distances in miles in the US and km in Canada', () => {
    expect(formatDistance(1.609344, 'en-US')).toBe('1 mi');
    expect(formatDistance(5.1, 'fr-CA')).toMatch(/^5,1\s?km$/);
  });

  it('lists opening hours with weekday names, closed days without hours', () => {
    const rows = openingHoursRows(
      {
        openingHours: [
          { day: 'monday', open: '09:00', close: '21:00', closed: false },
          { day: 'sunday', closed: true },
        ],
      },
      'en-US',
    );
    expect(rows[0]).toMatchObject({ day: 'monday', label: 'Monday' });
    expect(rows[0]?.hours).toMatch(/9:00\sAM – 9:00\sPM/);
    expect(rows[1]).toEqual({ day: 'sunday', label: 'Sunday' });
  });
});
