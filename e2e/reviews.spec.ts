/**
 * Reviews and questions on the product page (spec 2 §7 "Products"; spec 1 §2 dialogs "ask a
 * question", "ask question success"): a signed-out shopper follows "Sign in to write a
 * review", comes back to the reviews, writes one in its dialog (the form's own checks first)
 * and sees it at the top of the list; a guest asks a question and gets the success dialog,
 * then sees the question listed; a review's photo opens the review user-generated-content
 * dialog. At desktop and mobile, axe on every state.
 */
import { passCaptcha } from './checkoutHelpers';
import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures';
import { newConsumerAccount } from './mockApi';

const path = '/en-us/p/mens-meadow-walker-ALP1401M';

test.describe('product reviews and questions', () => {
  test.setTimeout(120_000);

  test('a shopper signs in from the reviews, writes a review and sees it', async ({ page }) => {
    const { email, password } = await newConsumerAccount('review');
    await page.goto(path);
    const reviews = page.locator('#reviews');
    await reviews.getByRole('link', { name: 'Sign in to write a review' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await passCaptcha(page);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);

    const write = reviews.getByRole('button', { name: 'Write a review' });
    await expectHydrated(write);
    await write.click();
    const dialog = page.getByRole('dialog', { name: /^Your review of / });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    // The form's own checks: a rating, a title and a text of at most 2000 characters.
    await dialog.getByRole('textbox', { name: /^Your review/ }).fill('x'.repeat(2001));
    await dialog.getByRole('button', { name: 'Post my review' }).click();
    await expect(dialog.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'At most 2000 characters.' }),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Your review/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoAxeViolations(page);

    const title = `Dry feet on day three ${Date.now()}`;
    await dialog.getByRole('radio', { name: '4 stars' }).check();
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
    await dialog
      .getByRole('textbox', { name: /^Your review/ })
      .fill('Three wet days in the hills and my socks stayed dry. Comfortable from the start.');
    await dialog.getByRole('button', { name: 'Post my review' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Thank you: your review is posted.')).toBeVisible();
    // Newest first: the new review heads the list.
    await expect(reviews.getByRole('listitem').filter({ hasText: title }).first()).toBeVisible();
    await expect(reviews.locator('li[id^="review-"]').first()).toContainText(title);
    await expectNoAxeViolations(page);
  });

  test('a guest asks a question and gets the success dialog', async ({ page }) => {
    await page.goto(path);
    const ask = page.locator('#questions').getByRole('button', { name: 'Ask a question' });
    await expectHydrated(ask);
    await ask.click();
    const dialog = page.getByRole('dialog', { name: /^Ask a question about / });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Send my question' }).click();
    await expect(dialog.getByText('Your nickname needs 2 to 30 characters.')).toBeVisible();
    await expectNoAxeViolations(page);

    const question = `Does it run large for a wide foot? ${Date.now()}`;
    await dialog.getByRole('textbox', { name: /^Your question/ }).fill(question);
    await dialog.getByRole('textbox', { name: /^Nickname/ }).fill('Wide feet');
    await dialog.getByRole('button', { name: 'Send my question' }).click();
    const success = page.getByRole('dialog', { name: 'Thank you for your question' });
    await expect(success).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectNoAxeViolations(page);
    await success.getByRole('button', { name: 'Back to the product' }).click();
    await expect(success).toBeHidden();
    await expect(page.locator('#questions').getByText(question)).toBeVisible();
  });

  test("a review's photos open in the review UGC dialog", async ({ page }) => {
    await page.goto(path);
    const thumbnail = page
      .locator('#reviews')
      .getByRole('link', { name: /^Open photo 1 of 2 by / });
    await expectHydrated(thumbnail);
    await thumbnail.click();
    const dialog = page.getByRole('dialog', { name: /^Photos by / });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^Photo 1 of 2/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(dialog.getByText(/^Photo 2 of 2/)).toBeVisible();
    await expect(dialog.getByRole('img', { name: /^Photo 2 by / })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
