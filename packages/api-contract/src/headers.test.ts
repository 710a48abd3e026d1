import { findHeaderProblem, requestHeadersSchema } from './headers';

const valid = {
  'x-site-id': 'us',
  'x-channel': 'ECOMM',
  'x-brand': 'alpine',
  'x-region': 'NORA',
  'x-source': 'ECOM15',
  'x-client-app': 'storefront',
  'x-transaction-id': 't-1',
  'x-correlation-id': 'c-1',
};

describe('findHeaderProblem', () => {
  it('accepts a complete request', () => {
    expect(findHeaderProblem(valid, 'en-US')).toBeUndefined();
    expect(requestHeadersSchema.safeParse(valid).success).toBe(true);
  });

  it('names the first missing header', () => {
    const { 'x-brand': _brand, ...rest } = valid;
    expect(findHeaderProblem(rest, 'en-US')).toEqual({ name: 'x-brand', reason: 'missing' });
    expect(findHeaderProblem({ ...valid, 'x-site-id': ' ' }, 'en-US')).toEqual({
      name: 'x-site-id',
      reason: 'missing',
    });
  });

  it('rejects a wrong channel or source', () => {
    expect(findHeaderProblem({ ...valid, 'x-channel': 'WEB' }, 'en-US')).toEqual({
      name: 'x-channel',
      reason: 'invalid',
    });
    expect(findHeaderProblem({ ...valid, 'x-source': 'X' }, 'en-US')?.name).toBe('x-source');
  });

  it('requires a served locale query', () => {
    expect(findHeaderProblem(valid, undefined)).toEqual({ name: 'locale', reason: 'missing' });
    expect(findHeaderProblem(valid, 'de-DE')).toEqual({ name: 'locale', reason: 'invalid' });
  });

  it('takes the first value of repeated headers', () => {
    expect(findHeaderProblem({ ...valid, 'x-channel': ['MAPP', 'WEB'] }, 'en-GB')).toBeUndefined();
  });
});
