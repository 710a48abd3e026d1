import { languageOf } from '@storefront/api-contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { shellTranslator } from '../../i18n/translate';

// The server action modules are server-only; the server HTML calls neither.
vi.mock('../../lib/auth/actions', () => ({ signOutAction: vi.fn() }));

// The unit project shares one module graph per worker: load the link afresh so it gets the
// mocked actions even when another file imported it (or its sign-out hook) first.
vi.resetModules();
const { AccountLink } = await import('./AccountLink.client');

const html = (signedIn: boolean, localePath = 'en-us') => {
  const t = shellTranslator(languageOf(localePath));
  return renderToString(
    <AccountLink
      localePath={localePath}
      words={{ signIn: t('account.signIn'), signOut: t('account.signOut') }}
      mergedCartMessage="Welcome back!"
      signedIn={signedIn}
      className="link"
      textClassName="text"
    />,
  );
};

describe('AccountLink server HTML (before hydration)', () => {
  it('says "Sign out" for a signed-in shopper', () => {
    expect(html(true)).toContain('Sign out');
    expect(html(true)).not.toContain('Sign in');
    expect(html(true, 'fr-ca')).toContain('Se déconnecter');
  });

  it('links a guest to the sign-in page', () => {
    expect(html(false)).toContain('href="/en-us/sign-in"');
    expect(html(false)).not.toContain('Sign out');
  });
});
