import { languageOf } from '@storefront/api-contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { shellTranslator } from '../../i18n/translate';
import * as styles from './AccountLink.css';

// The server action modules are server-only; the server HTML calls neither.
vi.mock('../../lib/auth/actions', () => ({ signOutAction: vi.fn() }));

// The unit project shares one module graph per worker: load the link afresh so it gets the
// mocked actions even when another file imported it (or its sign-out hook) first.
vi.resetModules();
const { AccountLink } = await import('./AccountLink.client');

const html = (localePath = 'en-us') => {
  const t = shellTranslator(languageOf(localePath));
  return renderToString(
    <AccountLink
      localePath={localePath}
      words={{ signIn: t('account.signIn'), signOut: t('account.signOut') }}
      mergedCartMessage="Welcome back!"
      className="link"
      textClassName="text"
    />,
  );
};

/** The controls left once the flag class of the other state hides its control. */
const visible = (markup: string, signedIn: boolean) => {
  document.body.innerHTML = markup;
  const hidden = signedIn ? styles.whenGuest : styles.whenSignedIn;
  return [...document.body.querySelectorAll('a, button')]
    .filter((element) => !element.classList.contains(hidden))
    .map((element) => element.textContent);
};

describe('AccountLink server HTML (before hydration, no cookie read on the server)', () => {
  it('holds the sign-in link and the sign-out button, each under its flag class', () => {
    const markup = html();
    expect(markup).toContain('href="/en-us/sign-in"');
    expect(markup).toContain('Sign out');
    expect(html('fr-ca')).toContain('Se déconnecter');
    expect(visible(markup, false)).toEqual(['Sign in']);
    expect(visible(markup, true)).toEqual(['Sign out']);
  });
});
