import type { LocalePath } from '@storefront/api-contract';
import { describe, expect, it } from 'vitest';
import { parseLocaleFlag } from './localeFlag';

const paths: LocalePath[] = ['en-us', 'en-ca', 'fr-ca', 'en-gb'];
const onIn = (raw: string | undefined, fallback: boolean) => {
  const flag = parseLocaleFlag(raw, fallback);
  return paths.filter((path) => flag.on(path));
};

describe('parseLocaleFlag (a flag per locale: on, off or a list of locale paths)', () => {
  it('unset or blank: the fallback', () => {
    expect(onIn(undefined, true)).toEqual(paths);
    expect(onIn('  ', true)).toEqual(paths);
    expect(onIn(undefined, false)).toEqual([]);
  });

  it('on and off whatever the fallback and case', () => {
    expect(onIn('on', false)).toEqual(paths);
    expect(onIn(' ON ', false)).toEqual(paths);
    expect(onIn('off', true)).toEqual([]);
    expect(onIn('Off', true)).toEqual([]);
    expect(parseLocaleFlag('off', true).unknown).toEqual([]);
  });

  it('a list: on only in the named locales (spaces, case and empty parts ignored)', () => {
    expect(onIn('en-us,en-ca', true)).toEqual(['en-us', 'en-ca']);
    expect(onIn(' fr-ca , EN-GB ,', false)).toEqual(['fr-ca', 'en-gb']);
    expect(parseLocaleFlag('en-us,en-ca', true).unknown).toEqual([]);
  });

  it('names the parts of a list that are no storefront locale (off there)', () => {
    const flag = parseLocaleFlag('en-us,de-de,yes', true);
    expect(flag.unknown).toEqual(['de-de', 'yes']);
    expect(paths.filter((path) => flag.on(path))).toEqual(['en-us']);
  });
});
