/**
 * Video and dialog blocks on the demo events page (spec 3 §3 "Dialog", "Other blocks";
 * seed/content/events.json, `/{locale}/events`).
 *
 * - Video: the first load carries no byte of the player (no script or stylesheet holding
 *   video.js or the Cloudinary player skin) — the poster and a real play button only. Play
 *   imports the player from the storefront (127.0.0.1) and plays the local clip of the mock API.
 *   Nothing leaves 127.0.0.1 (the fixtures fail the test otherwise): the offline options work.
 * - Dialog: the event sign-up opens from its button and from a `#event-signup` link; a guest sees
 *   step 1 (sign in or create an account); a signed-in consumer (access token cookie from the
 *   mock API's PKCE sign-in) gets the join form: validation messages, then the registration
 *   (POST /consumers-v3/consumer/event-registration) and the confirmation.
 * axe finds no violation on the page, the open dialog and the confirmation.
 */
import type { Page, Response } from '@playwright/test';
import { passCaptcha } from './checkoutHelpers';
import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures';
import { newConsumerAccount, registeredAccessToken } from './mockApi';

/** Cookie the storefront's forms services read the access token from (src/lib/services/servicesForms.ts). */
const accessTokenCookie = 'accessToken';
/** The seeded registered consumer of the mock API (packages/mock-api/seed/consumers). */
const consumer = { username: 'registered@example.com', password: 'Registered1' };

/** Strings only the player's code has: video.js' log prefix, its skin's play button rule. */
const playerMarkers = ['VIDEOJS:', '.vjs-big-play-button'];

/** Records every script and stylesheet the page loads, with whether it holds player code. */
function recordAssets(page: Page) {
  const assets: { url: string; player: boolean }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .text()
        .then((body) => {
          assets.push({ url: response.url(), player: playerMarkers.some((m) => body.includes(m)) });
        })
        .catch(() => {}),
    );
  });
  return { assets, settled: () => Promise.all(pending) };
}

test('the video loads no player bytes until Play, then the player from 127.0.0.1', async ({
  page,
  baseURL,
}) => {
  const { assets, settled } = recordAssets(page);
  const response = await page.goto('/en-us/events');
  expect(response?.status()).toBe(200);
  const video = page.locator('[data-block-type="video"]');
  const play = video.getByRole('button', { name: 'Play video: Trail Days in four seconds' });
  await expect(play).toBeVisible();
  const frame = video.locator('[data-video-stage]');
  await expect(frame).toHaveAttribute('data-video-stage', 'poster');
  const box = await frame.boundingBox();
  expect(box && Math.round((box.width / box.height) * 9)).toBe(16);
  await page.waitForLoadState('networkidle');
  await settled();
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.filter((a) => a.player).map((a) => a.url)).toEqual([]);
  await expect(video.locator('video')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await play.click();
  await expect(video.locator('.video-js')).toBeVisible();
  await expect(frame).toHaveAttribute('data-video-stage', 'player');
  await expect
    .poll(async () => {
      await settled();
      return assets.filter((a) => a.player).map((a) => new URL(a.url).origin);
    })
    .toContain(new URL(baseURL ?? 'http://127.0.0.1').origin);
  const source = await video
    .locator('video')
    .evaluate((element: HTMLVideoElement) => element.currentSrc);
  expect(source).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/video\/trail-days\.webm$/);
  await expect
    .poll(() => video.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
  await expect(video.getByRole('navigation', { name: /Chapters/ }).getByRole('button')).toHaveCount(
    2,
  );
  await video.getByText('Transcript: English').click();
  await expect(video.locator('details').getByText(/The sun rises over the ridge/)).toBeVisible();
});

test('a guest opening the event sign-up signs in from step 1 and lands on step 2', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const account = await newConsumerAccount('event');
  await page.goto('/en-us/events');
  await page.getByRole('link', { name: 'Register for Trail Days' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trail Days 2026' });
  await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Step 1's Sign in opens the sign-in dialog in place of the event's (spec 3 §4, spec 1 §2).
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/en-us\/events/);
  await signIn.getByRole('textbox', { name: /^Email/ }).fill(account.email);
  await signIn.getByLabel(/^Password/).fill(account.password);
  await passCaptcha(page);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'You are signed in' })
    .getByRole('button', { name: 'Continue' })
    .click();
  // The page loads again signed in, the event dialog reopens from its hash: step 2.
  await expect(page).toHaveURL(/\/en-us\/events#event-signup$/);
  const again = page.getByRole('dialog', { name: 'Trail Days 2026' });
  await expect(again.getByText('Step 2 of 2')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a signed-in consumer joins the event: validation, registration, confirmation', async ({
  page,
  context,
  baseURL,
}) => {
  const accessToken = await registeredAccessToken(consumer.username, consumer.password);
  await context.addCookies([
    {
      name: accessTokenCookie,
      value: accessToken,
      url: baseURL ?? 'http://127.0.0.1:3100',
      httpOnly: true,
    },
  ]);
  await page.goto('/en-us/events');
  // The dialog block's island loads its chunk as hydration reaches it: a press on the server's
  // button before that does nothing.
  const trigger = page.getByRole('button', { name: 'Sign up for Trail Days' });
  await expectHydrated(trigger);
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Trail Days 2026' });
  await expect(dialog.getByText('Step 2 of 2')).toBeVisible();
  const email = dialog.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(consumer.username);
  await expect(email).toHaveAttribute('readonly', '');

  await dialog.getByRole('button', { name: 'Join Trail Days' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await expect(dialog.getByText('Please check this box to continue')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Guest name/ }).fill('R2-D2');
  await dialog.getByRole('checkbox', { name: 'Friday, June 12' }).check();
  await dialog.getByRole('checkbox', { name: 'Saturday, June 13' }).check();
  await dialog.getByRole('checkbox', { name: /event terms/ }).check();
  await dialog.getByRole('button', { name: 'Join Trail Days' }).click();
  await expect(dialog.getByText('Name is not valid.')).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('textbox', { name: /Guest name/ }).fill('Sam Lee');
  await dialog.getByRole('button', { name: 'Join Trail Days' }).click();
  await expect(dialog.getByRole('heading', { name: 'See you on the trail' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});

test('fr-ca events page: French dialog and video labels, dates with Intl, no axe violation', async ({
  page,
}) => {
  const response = await page.goto('/fr-ca/events');
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('button', { name: 'Lire la vidéo: Les Journées sentiers en quatre secondes' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const trigger = page.getByRole('button', { name: 'S’inscrire aux Journées sentiers' });
  await expectHydrated(trigger);
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Journées sentiers 2026' });
  await expect(dialog.getByText(/^12\s?–\s?14 juin 2026$/)).toBeVisible();
  await expect(dialog.getByText('Étape 1 sur 2')).toBeVisible();
  await expectNoAxeViolations(page);
});
