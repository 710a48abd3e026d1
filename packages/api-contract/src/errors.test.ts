import { errorCatalogue, errorCodes, isErrorCode } from './errorCatalogue';
import { errorEnvelope, errorEnvelopeSchema } from './errors';

describe('error catalogue', () => {
  it('holds the codes of both specs', () => {
    for (const code of ['BSK404', 'PRM155', 'OHS4004', 'API405', 'GEN500', 'AUT498', '4044']) {
      expect(isErrorCode(code)).toBe(true);
    }
    expect(errorCatalogue.BSK404.group).toBe('cart');
    expect(errorCatalogue.AUT423.meaning).toBe('Account locked');
  });

  it('rejects unknown codes and prototype keys', () => {
    expect(isErrorCode('XYZ999')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('has no duplicate codes', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
    expect(errorCodes.length).toBeGreaterThan(100);
  });
});

describe('error envelope', () => {
  it('builds and validates an envelope', () => {
    const envelope = errorEnvelope('mock-api', 'c-1', 'API404', 'Not found');
    expect(errorEnvelopeSchema.parse(envelope)).toEqual({
      appId: 'mock-api',
      correlationId: 'c-1',
      errorDetails: [{ errorId: 'API404', message: 'Not found' }],
    });
  });

  it('rejects an envelope without details', () => {
    expect(
      errorEnvelopeSchema.safeParse({ appId: 'a', correlationId: 'c', errorDetails: [] }).success,
    ).toBe(false);
  });
});
