/**
 * The account journeys by keyboard alone (spec 1 §2 dialogs, spec 2 §2, §3, §4, spec 3 §4):
 * every field reached with Tab, typed, boxes ticked with Space, buttons pressed with Enter.
 * Sign up in French on `/fr-ca/sign-up` with the interests dialog; the enrolment
 * steps of a partial profile from the lookup; the employee's agent login and discount terms;
 * sign out from the header. axe on the states the mouse journeys do not reach; at the desktop
 * size (the mouse journeys cover these pages at the phone size).
 */
import type { Locator, Page } from '@playwright/test';
import {
  desktopOnly,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  tabTo,
  test,
} from './fixtures';
import { newConsumerAccount } from './mockApi';

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to a checkbox and ticks it with Space. */
async function tick(page: Page, box: Locator) {
  await tabTo(page, box);
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

/** Tabs to a button or link and presses Enter. */
async function press(page: Page, control: Locator) {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}

test.describe('accounts by keyboard', () => {
  test.setTimeout(120_000);

  test('sign up in French with the interests dialog, then sign out', async ({ page }) => {
    desktopOnly(
      'keyboard alone at the desktop size; sign-up.spec and the enrolment journeys cover these pages and the interests dialog at the phone size',
    );
    const email = `e2e-kbd-signup-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto('/fr-ca/sign-up');
    const form = page.locator('#main form').filter({
      has: page.getByRole('button', { name: 'Créer le compte' }),
    });
    await expectHydrated(form.getByRole('button', { name: 'Créer le compte' }));
    await typeInto(page, form.getByRole('textbox', { name: /^Prénom/ }), 'Noa');
    await typeInto(page, form.getByRole('textbox', { name: /^Nom/ }), 'Berg');
    await typeInto(page, form.getByRole('textbox', { name: /^Courriel/ }), email);
    await typeInto(
      page,
      form.getByLabel(/^Mot de passe/).and(form.locator('input')),
      'Bienvenue123',
    );
    await typeInto(page, form.getByRole('textbox', { name: /^Date de naissance/ }), '15/06/1992');
    // Gender is required in fr-ca (spec 3 §5): type-ahead on the focused select.
    const gender = form.getByRole('combobox', { name: /^Genre/ });
    await typeInto(page, gender, 'Femme');
    await expect(gender.locator('option:checked')).toHaveText('Femme');
    await typeInto(page, form.getByRole('textbox', { name: /^Code postal/ }), 'H2X 1Y4');
    await tick(page, form.getByRole('checkbox', { name: /programme de fidélité/ }));
    await tick(page, form.getByRole('checkbox', { name: /politique de confidentialité/ }));
    await tick(page, page.getByRole('checkbox', { name: /pas un robot/ }));
    await press(page, form.getByRole('button', { name: 'Créer le compte' }));

    // The interests dialog: the focus inside it; Space ticks, Enter saves.
    const interests = page.getByRole('dialog', { name: 'Vos centres d’intérêt' });
    await expect(interests).toBeVisible({ timeout: 20_000 });
    await tick(page, interests.getByRole('checkbox', { name: 'Randonnée' }));
    await press(page, interests.getByRole('button', { name: 'Enregistrer et continuer' }));
    await page.waitForURL(/\/fr-ca\/?$/);
    await expectNoAxeViolations(page);

    // Sign out from the header, by keyboard.
    await press(
      page,
      page.getByRole('banner').getByRole('button', { name: 'Se déconnecter', exact: true }),
    );
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Se connecter', exact: true }),
    ).toBeAttached();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'signedIn')?.value ?? '0').not.toBe('1');
  });

  test('enrolment from the lookup: sign in, join the programme, the steps', async ({ page }) => {
    desktopOnly(
      'keyboard alone at the desktop size; enrollment.spec and enrollment-simplified.spec cover the steps at the phone size',
    );
    const account = await newConsumerAccount('kbd-enroll');
    await page.goto('/en-us/account/enroll');
    const main = page.locator('#main');
    const email = main.getByRole('textbox', { name: /^Email/ });
    await expectHydrated(email);
    await typeInto(page, email, account.email);
    await page.keyboard.press('Enter');
    await expect(main.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
    await typeInto(page, main.getByLabel(/^Password/), account.password);
    await tick(page, page.getByRole('checkbox', { name: /not a robot/ }));
    await press(page, main.getByRole('button', { name: 'Sign in', exact: true }));

    // Complete profile 0, then the loyalty sign-up dialog: terms with Space, Join with Enter.
    await expect(
      main.getByRole('heading', { level: 2, name: 'Complete your profile' }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await press(page, main.getByRole('button', { name: 'Join Alpine Rewards' }));
    const dialog = page.getByRole('dialog', { name: 'Join Alpine Rewards' });
    await expect(dialog).toBeVisible();
    await tick(page, dialog.getByRole('checkbox', { name: /I accept the loyalty program terms/ }));
    await press(page, dialog.getByRole('button', { name: 'Join Alpine Rewards' }));
    await expect(dialog).toBeHidden();

    // Welcome → mobile: the new step's heading takes the focus; Enter in the field saves.
    await expect(main.getByRole('heading', { name: 'Welcome to Alpine Rewards' })).toBeVisible();
    await press(page, main.getByRole('button', { name: 'Continue' }));
    await expect(main.getByRole('heading', { name: 'Your mobile number' })).toBeFocused();
    await typeInto(page, main.getByRole('textbox', { name: /^Mobile phone/ }), '3035550142');
    await page.keyboard.press('Enter');
    await expect(main.getByRole('heading', { name: 'About you' })).toBeFocused();
    // The rest skipped by keyboard until Done.
    const done = main.getByRole('button', { name: 'Done' });
    for (let step = 0; step < 4 && !(await done.isVisible()); step++) {
      await press(page, main.getByRole('button', { name: 'Skip for now' }));
      await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    }
    await expect(main.getByRole('heading', { name: 'You are all set' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('employee agent login, the discount terms, end of the session', async ({ page }) => {
    desktopOnly(
      'keyboard alone at the desktop size; associate.spec covers the agent login and terms at the phone size',
    );
    await page.goto('/en-us/associate-login');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Start in-store session' }) });
    await expectHydrated(form.getByRole('button', { name: 'Start in-store session' }));
    await typeInto(page, form.getByRole('textbox', { name: /^Email/ }), 'employee@example.com');
    await typeInto(page, form.getByLabel(/^Password/), 'Employee123');
    await typeInto(page, form.getByRole('textbox', { name: /^Store number/ }), '0101');
    await tick(page, page.getByRole('checkbox', { name: /not a robot/ }));
    await press(page, form.getByRole('button', { name: 'Start in-store session' }));
    await page.waitForURL(/\/en-us\/cart$/);

    // The terms dialog: Enter on "Accept and apply discount" (an empty cart shows no line yet).
    const terms = page.getByRole('dialog', { name: 'Employee discount terms' });
    await expect(terms).toBeVisible();
    await press(page, terms.getByRole('button', { name: 'Accept and apply discount' }));
    await expect(terms).toBeHidden();
    const strip = page.getByRole('region', { name: 'In-store session' });
    await expect(strip).toContainText('Associate: Evan Park (E0101-2)');
    await press(page, strip.getByRole('button', { name: 'End session' }));
    await page.waitForURL(/\/en-us\/associate-login\?ended=1$/);
  });
});
