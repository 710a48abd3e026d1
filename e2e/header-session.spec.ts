/**
 * The header's session state from the first paint (spec 1 §4 "Guest and login", spec 2 §3
 * "In-store session"; ARCHITECTURE.md §11): the layout reads no cookie, the head script marks
 * `<html>` from the readable `signedIn` and `inStore` cookies, and the server HTML's sign-in
 * link or sign-out button shows by that mark, so a signed-in shopper never sees "Sign in" flash
 * and the associate strip's space is kept before its island fetches it. Checked with every
 * script file blocked (what the shopper sees before hydration), on a nonce page (the head
 * script is allowed by its hash: no CSP violation) and a static one, then hydrated. The
 * strip itself, fetched after an agent login: associate.spec.ts.
 */
import { expect, expectNoAxeViolations, test } from './fixtures';
import { serverSlot } from './servers';

/** Every script file of the app (the inline head scripts still run). */
const scriptFiles = /\/_next\/static\/.+\.js(\?.*)?$/;

test('the header shows the session state before any script file loads, then hydrated', async ({
  page,
  context,
}) => {
  const header = page.getByRole('banner');
  const signOut = header.getByRole('button', { name: 'Sign out' });
  const signIn = header.getByRole('link', { name: 'Sign in' });
  const slot = page.getByTestId('associate-strip-slot');
  await page.route(scriptFiles, (route) => route.abort());

  // A signed-in associate's flags, on a nonce page (the cart): sign out, strip space kept.
  const url = serverSlot().storefrontUrl;
  await context.addCookies([
    { name: 'signedIn', value: '1', url, sameSite: 'Lax' },
    { name: 'inStore', value: '1', url, sameSite: 'Lax' },
  ]);
  await page.goto('/en-us/cart');
  await expect(signOut).toBeVisible();
  await expect(signIn).toBeHidden();
  expect((await slot.boundingBox())?.height ?? 0).toBeGreaterThan(30);
  await expectNoAxeViolations(page);

  // A guest on a static page: sign in, no space kept.
  await context.clearCookies({ name: 'signedIn' });
  await context.clearCookies({ name: 'inStore' });
  await page.goto('/en-us/about');
  await expect(signIn).toBeVisible();
  await expect(signOut).toBeHidden();
  expect((await slot.boundingBox())?.height ?? 0).toBe(0);

  // Hydrated: one control, the one the cookie says; the flag without a session gives its
  // space back once the strip's route answers that there is none.
  await page.unroute(scriptFiles);
  await context.addCookies([{ name: 'inStore', value: '1', url, sameSite: 'Lax' }]);
  await page.goto('/fr-ca/about');
  const seConnecter = header.getByRole('link', { name: 'Se connecter' });
  await expect(seConnecter).toBeVisible();
  await expect(seConnecter).toHaveAttribute('href', '/fr-ca/sign-in?returnTo=%2Ffr-ca%2Fabout');
  await expect(header.locator('button', { hasText: 'Se déconnecter' })).toHaveCount(0);
  await expect.poll(async () => (await slot.boundingBox())?.height ?? 0).toBe(0);
});
