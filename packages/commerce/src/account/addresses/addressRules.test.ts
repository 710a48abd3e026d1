import type { Address } from '@storefront/api-contract';
import { describe, expect, it } from 'vitest';
import { fixtureCountries } from '../../checkout/flow/fixtures';
import {
  addressBookRequestOf,
  addressFailureKey,
  addressFormValuesOf,
  becomesMain,
  countriesOfType,
  withoutAddress,
  withSavedAddress,
} from './addressRules';

const address = (id: string, approachType: 'S' | 'B', main: boolean): Address => ({
  id,
  approachType,
  main,
  addressLine1: `${id} Main St`,
  city: 'Denver',
  postalCode: '80202',
  countryCode: 'US',
});
const mains = (list: Address[]) => list.filter((a) => a.main).map((a) => a.id);

describe('the main-flag rule (spec 2 §4)', () => {
  it('makes the first address of a type main, even when not asked', () => {
    const list = withSavedAddress([], address('s1', 'S', false));
    expect(mains(list)).toEqual(['s1']);
    expect(becomesMain([], 'S')).toBe(true);
    expect(becomesMain(list, 'S')).toBe(false);
    expect(becomesMain(list, 'B')).toBe(true);
  });

  it('adds a second address of a type without the flag', () => {
    const list = withSavedAddress([address('s1', 'S', true)], address('s2', 'S', false));
    expect(list.map((a) => a.id)).toEqual(['s1', 's2']);
    expect(mains(list)).toEqual(['s1']);
  });

  it('setting one main clears the others of the same type only', () => {
    const before = [address('s1', 'S', true), address('b1', 'B', true), address('s2', 'S', false)];
    const list = withSavedAddress(before, { ...address('s2', 'S', true) });
    expect(mains(list)).toEqual(['b1', 's2']);
    expect(list.map((a) => a.id)).toEqual(['s1', 'b1', 's2']);
  });

  it('a new main address takes the flag from the old one', () => {
    const list = withSavedAddress(
      [address('s1', 'S', true), address('b1', 'B', true)],
      address('s3', 'S', true),
    );
    expect(mains(list)).toEqual(['b1', 's3']);
  });

  it('unsetting the only main of a type passes it to the oldest other', () => {
    const list = withSavedAddress(
      [address('s1', 'S', true), address('s2', 'S', false)],
      address('s1', 'S', false),
    );
    expect(mains(list)).toEqual(['s2']);
  });

  it('deleting the main passes the flag to the oldest other of its type', () => {
    const before = [address('s1', 'S', true), address('s2', 'S', false), address('s3', 'S', false)];
    expect(mains(withoutAddress(before, 's1'))).toEqual(['s2']);
    expect(mains(withoutAddress(before, 's3'))).toEqual(['s1']);
    expect(withoutAddress(before, 'nope')).toEqual(before);
    expect(withoutAddress([address('b1', 'B', true)], 'b1')).toEqual([]);
  });
});

describe('the address form of the address book (spec 2 §3 "Address")', () => {
  const saved: Address = {
    ...address('s1', 'S', true),
    firstName: 'Ada',
    lastName: 'Lovelace',
    province: 'CO',
    phone: '+13035550123',
  };

  it('starts from a saved address without an e-mail, or empty in the given country', () => {
    expect(addressFormValuesOf(saved, 'CA')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: '',
      phone: '+13035550123',
      addressLine1: 's1 Main St',
      addressLine2: '',
      city: 'Denver',
      province: 'CO',
      postalCode: '80202',
      countryCode: 'US',
    });
    expect(addressFormValuesOf(undefined, 'CA')).toMatchObject({ countryCode: 'CA', city: '' });
  });

  it('sends the values trimmed, without the e-mail or empty optional fields, with type and flag', () => {
    const values = { ...addressFormValuesOf(saved, 'US'), city: ' Boulder ', province: '' };
    expect(addressBookRequestOf(values, 'B', false)).toEqual({
      approachType: 'B',
      main: false,
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+13035550123',
      addressLine1: 's1 Main St',
      city: 'Boulder',
      postalCode: '80202',
      countryCode: 'US',
    });
  });

  it('offers the shipping countries for S and the billing countries for B', () => {
    expect(countriesOfType(fixtureCountries, 'S').map((c) => c.code)).toEqual(['US']);
    expect(countriesOfType(fixtureCountries, 'B').map((c) => c.code)).toEqual(['US', 'CA', 'GB']);
    // An edited address keeps its own country among the choices.
    expect(countriesOfType(fixtureCountries, 'S', 'CA').map((c) => c.code)).toEqual(['US', 'CA']);
    expect(countriesOfType(fixtureCountries, 'S', 'ZZ').map((c) => c.code)).toEqual(['US']);
  });

  it('words CCA400 and CCA401, every other code the generic failure (spec 2 §8)', () => {
    expect(addressFailureKey('CCA400')).toBe('CCA400');
    expect(addressFailureKey('CCA401')).toBe('CCA401');
    expect(addressFailureKey('GEN500')).toBe('other');
  });
});
