/**
 * Deterministic helpers of the catalogue seed: a seeded PRNG (mulberry32) and UPC-A codes.
 * The same seed always yields the same catalogue.
 */

/** A deterministic random source. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
}

/** Creates a mulberry32 PRNG from a 32-bit seed. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)] as (typeof list)[number],
    chance: (p) => next() < p,
  };
}

/** Check digit of an 11-digit UPC-A body. */
export function upcCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** The `n`-th UPC-A of the seed (company prefix 841234, item number n, check digit). */
export function seedUpc(n: number): string {
  const body = `841234${String(n).padStart(5, '0')}`;
  return `${body}${upcCheckDigit(body)}`;
}

/** Rounds a major-unit amount to a `.95` price point, in minor units. */
export function pricePoint(amount: number): number {
  return Math.max(95, Math.round(amount) * 100 - 5);
}
