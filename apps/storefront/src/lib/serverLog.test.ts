import { findLocale } from '@storefront/api-contract';
import { ApiError } from '@storefront/commerce';
import { logEvent, logUnavailable } from './serverLog';

const locale = findLocale('en-gb')!;

function logged(run: () => void): Record<string, unknown> {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    run();
    expect(spy).toHaveBeenCalledTimes(1);
    return JSON.parse(String(spy.mock.calls[0]?.[0]));
  } finally {
    spy.mockRestore();
  }
}

describe('logUnavailable', () => {
  it('writes one JSON line with the API error, a warning for API404', () => {
    const error = new ApiError({
      status: 404,
      errorId: 'API404',
      message: 'Not found',
      correlationId: 'corr-1',
    });
    expect(
      logged(() =>
        logUnavailable({
          event: 'content.unavailable',
          locale,
          error,
          fields: { call: 'augmentedpage', slug: 'cart' },
        }),
      ),
    ).toEqual({
      level: 'warn',
      event: 'content.unavailable',
      call: 'augmentedpage',
      slug: 'cart',
      siteId: 'gb',
      locale: 'en-GB',
      status: 404,
      errorId: 'API404',
      correlationId: 'corr-1',
      message: 'Not found',
    });
  });

  it('is an error for anything else, unless a level is given', () => {
    expect(
      logged(() => logUnavailable({ event: 'e', locale, error: new Error('down') })),
    ).toMatchObject({ level: 'error', message: 'down' });
    expect(
      logged(() => logUnavailable({ event: 'e', locale, error: 'odd', level: 'warn' })),
    ).toMatchObject({ level: 'warn', message: 'odd' });
  });
});

describe('logEvent', () => {
  it('writes one JSON line: level, event, fields, locale, the API error', () => {
    const error = new ApiError({
      status: 400,
      errorId: 'INV407',
      message: 'Max',
      correlationId: 'c',
    });
    expect(
      logged(() =>
        logEvent({ level: 'warn', event: 'cart.add', locale, error, fields: { call: 'add' } }),
      ),
    ).toEqual({
      level: 'warn',
      event: 'cart.add',
      call: 'add',
      siteId: 'gb',
      locale: 'en-GB',
      status: 400,
      errorId: 'INV407',
      correlationId: 'c',
      message: 'Max',
    });
  });

  it('without a locale or an error: only what is known', () => {
    expect(logged(() => logEvent({ level: 'error', event: 'e' }))).toEqual({
      level: 'error',
      event: 'e',
    });
  });
});
