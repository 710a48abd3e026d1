import { checkDraftEntry, isPreviewSecret, minPreviewSecretLength } from './draft';

vi.mock('server-only', () => ({}));

const secret = `${'a'.repeat(minPreviewSecretLength - 8)}editors!`;
const entry = (query: string, expected: string | undefined = secret) =>
  checkDraftEntry(new URL(`https://shop.example/api/draft?${query}`), expected);

describe('isPreviewSecret', () => {
  it('accepts only the configured secret', () => {
    expect(isPreviewSecret(secret, secret)).toBe(true);
    expect(isPreviewSecret(`${secret}x`, secret)).toBe(false);
    expect(isPreviewSecret(secret.slice(1), secret)).toBe(false);
    expect(isPreviewSecret('', secret)).toBe(false);
    expect(isPreviewSecret(undefined, secret)).toBe(false);
    expect(isPreviewSecret([secret], secret)).toBe(false);
  });

  it('never opens draft mode without a long enough configured secret', () => {
    expect(isPreviewSecret('', '')).toBe(false);
    expect(isPreviewSecret(undefined, undefined)).toBe(false);
    expect(isPreviewSecret('short', 'short')).toBe(false);
  });
});

describe('checkDraftEntry', () => {
  it('refuses a wrong or missing secret with 401', () => {
    expect(entry('path=%2Fen-us')).toMatchObject({ ok: false, status: 401 });
    expect(entry('secret=guess&path=%2Fen-us')).toMatchObject({ ok: false, status: 401 });
    expect(entry(`secret=${secret}&path=%2Fen-us`, '')).toMatchObject({ ok: false });
  });

  it('opens the requested page with the right secret', () => {
    const path = '/en-us?preview=true&previewDateTime=2030-01-26T09%3A00%3A00.000Z';
    expect(entry(`secret=${secret}&path=${encodeURIComponent(path)}`)).toEqual({ ok: true, path });
  });

  it('opens only a same-origin path under a locale', () => {
    for (const path of ['//evil.example', '/..//evil.example/x', 'https://evil.example', '/x'])
      expect(entry(`secret=${secret}&path=${encodeURIComponent(path)}`)).toEqual({
        ok: true,
        path: '/en-us',
      });
  });
});
