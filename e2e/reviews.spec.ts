/**
 * Reviews and questions on the product page (spec 2 §7 "Products"; spec 1 §2 dialogs "ask a
 * question", "ask question success"): a signed-out shopper follows "Sign in to write a
 * review", comes back to the reviews, writes one in its dialog (the form's own checks first)
 * and sees it at the top of the list; a guest asks a question and gets the success dialog,
 * then sees the question listed; a review's photo opens the review user-generated-content
 * dialog; a shopper votes on a review, reports one, reads one translated into the page's
 * language, pages the questions and votes on an answer, with the product's review content
 * slots around them. The review, question and vote journeys run in every locale, split across
 * the two projects (en-us and en-gb at desktop, en-ca and fr-ca at mobile); the photo dialog
 * in en-us at both. Axe once per distinct state.
 */
import { passCaptcha } from './checkoutHelpers';
import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures';
import { callMockApi, newConsumerAccount } from './mockApi';

/**
 * The Ridge Runner's seeded reviews (newest first: RVALP1101M08 in English with 0 helpful
 * votes, RVALP1101M07, …, RVALP1101M04 in French, all on page 1 of 5) and questions (QN00005,
 * then QN00004 whose team answer AN00005 has 6 helpful votes).
 */
const ridgeRunner = 'ALP1101M';

/** The words the journey reads, per language (commerce `reviews` and `catalog` catalogues). */
const words = {
  en: {
    trust: 'Reviews you can trust.',
    stillQuestion: 'Still have a question?',
    helpful: (n: number) => `Yes (${n})`,
    report: 'Report',
    reason: 'Why report this review?',
    spam: 'Spam or advertising',
    submitReport: 'Report this review',
    reported: 'Thank you: this review is reported and will be checked.',
    translate: 'Translate into English',
    original: 'Show the original',
    translatedFrom: 'Translated from French.',
    questionPages: 'Questions pages',
    page: (n: number) => `Page ${n}`,
  },
  fr: {
    trust: 'Des avis fiables.',
    stillQuestion: 'Vous avez encore une question?',
    helpful: (n: number) => `Oui (${n})`,
    report: 'Signaler',
    reason: 'Pourquoi signaler cet avis ?',
    spam: 'Spam ou publicité',
    submitReport: 'Signaler cet avis',
    reported: 'Merci : cet avis est signalé et sera vérifié.',
    translate: 'Traduire en français',
    original: 'Afficher l’original',
    translatedFrom: 'Traduit de la langue : anglais.',
    questionPages: 'Pages de questions',
    page: (n: number) => `Page ${n}`,
  },
};

/** The sign-in page's and the review dialog's words, per language. */
const writeWords = {
  en: {
    signInToReview: 'Sign in to write a review',
    signInHeading: 'Sign in',
    email: /^Email/,
    password: /^Password/,
    signIn: 'Sign in',
    write: 'Write a review',
    dialog: /^Your review of /,
    text: /^Your review/,
    post: 'Post my review',
    ratingRule: 'Choose a rating from 1 to 5 stars.',
    tooLong: 'At most 2000 characters.',
    fourStars: '4 stars',
    titleField: /^Title/,
    title: 'Dry feet on day three',
    body: 'Three wet days in the hills and my socks stayed dry. Comfortable from the start.',
    posted: 'Thank you: your review is posted.',
  },
  fr: {
    signInToReview: 'Connectez-vous pour rédiger un avis',
    signInHeading: 'Connexion',
    email: /^Courriel/,
    password: /^Mot de passe/,
    signIn: 'Se connecter',
    write: 'Rédiger un avis',
    dialog: /^Votre avis sur /,
    text: /^Votre avis/,
    post: 'Publier mon avis',
    ratingRule: 'Choisissez une note de 1 à 5 étoiles.',
    tooLong: '2000 caractères au maximum.',
    fourStars: '4 étoiles',
    titleField: /^Titre/,
    title: 'Pieds au sec le troisième jour',
    body: 'Trois jours de pluie en montagne et mes chaussettes sont restées sèches.',
    posted: /^Merci.*votre avis est publié\.$/,
  },
};

/** The ask-a-question dialogs' words, per language. */
const askWords = {
  en: {
    ask: 'Ask a question',
    dialog: /^Ask a question about /,
    send: 'Send my question',
    nicknameRule: 'Your nickname needs 2 to 30 characters.',
    question: 'Does it run large for a wide foot?',
    questionField: /^Your question/,
    nicknameField: /^Nickname/,
    success: 'Thank you for your question',
    back: 'Back to the product',
  },
  fr: {
    ask: 'Poser une question',
    dialog: /^Poser une question sur /,
    send: 'Envoyer ma question',
    nicknameRule: 'Votre pseudonyme doit compter de 2 à 30 caractères.',
    question: 'Est-ce qu’il taille grand pour un pied large?',
    questionField: /^Votre question/,
    nicknameField: /^Pseudonyme/,
    success: 'Merci pour votre question',
    back: 'Retour au produit',
  },
};

/** Each locale once: en-us and en-gb at desktop, en-ca and fr-ca at mobile. */
const variants = [
  { locale: 'en-us', language: 'en', mobile: false },
  { locale: 'en-gb', language: 'en', mobile: false },
  { locale: 'en-ca', language: 'en', mobile: true },
  { locale: 'fr-ca', language: 'fr', mobile: true },
] as const;

/** Skips a locale variant outside its project (each locale runs once, spread over both). */
function runOnlyIn(isMobile: boolean, mobile: boolean, locale: string): void {
  test.skip(isMobile !== mobile, `${locale} runs in the ${mobile ? 'mobile' : 'desktop'} project`);
}

test.describe('product reviews and questions', () => {
  test.setTimeout(120_000);

  for (const { locale, language, mobile } of variants) {
    test(`${locale}: a shopper signs in from the reviews, writes a review and sees it`, async ({
      page,
      isMobile,
    }) => {
      runOnlyIn(isMobile, mobile, locale);
      const w = writeWords[language];
      const path = `/${locale}/p/mens-meadow-walker-ALP1401M`;
      const { email, password } = await newConsumerAccount('review');
      await page.goto(path);
      const reviews = page.locator('#reviews:visible');
      await reviews.getByRole('link', { name: w.signInToReview }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.signInHeading })).toBeVisible();
      await page.getByRole('textbox', { name: w.email }).fill(email);
      await page.getByLabel(w.password).fill(password);
      await passCaptcha(page);
      await page.getByRole('button', { name: w.signIn, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);

      const write = reviews.getByRole('button', { name: w.write });
      await expectHydrated(write);
      await write.click();
      const dialog = page.getByRole('dialog', { name: w.dialog });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);

      // The form's own checks: a rating, a title and a text of at most 2000 characters.
      await dialog.getByRole('textbox', { name: w.text }).fill('x'.repeat(2001));
      await dialog.getByRole('button', { name: w.post }).click();
      await expect(dialog.getByText(w.ratingRule)).toBeVisible();
      await expect(dialog.getByRole('alert').filter({ hasText: w.tooLong })).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: w.text })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectNoAxeViolations(page);

      const title = `${w.title} ${Date.now()}`;
      await dialog.getByRole('radio', { name: w.fourStars }).check();
      await dialog.getByRole('textbox', { name: w.titleField }).fill(title);
      await dialog.getByRole('textbox', { name: w.text }).fill(w.body);
      await dialog.getByRole('button', { name: w.post }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(w.posted)).toBeVisible();
      // Newest first: the new review heads the list.
      await expect(reviews.locator('li[id^="review-"]').first()).toContainText(title);
      await expectNoAxeViolations(page);
    });
  }

  for (const { locale, language, mobile } of variants) {
    test(`${locale}: a guest asks a question and gets the success dialog`, async ({
      page,
      isMobile,
    }) => {
      runOnlyIn(isMobile, mobile, locale);
      const w = askWords[language];
      await page.goto(`/${locale}/p/mens-meadow-walker-ALP1401M`);
      const ask = page.locator('#questions:visible').getByRole('button', { name: w.ask });
      await expectHydrated(ask);
      await ask.click();
      const dialog = page.getByRole('dialog', { name: w.dialog });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: w.send }).click();
      await expect(dialog.getByText(w.nicknameRule)).toBeVisible();
      await expectNoAxeViolations(page);

      const question = `${w.question} ${Date.now()}`;
      await dialog.getByRole('textbox', { name: w.questionField }).fill(question);
      await dialog.getByRole('textbox', { name: w.nicknameField }).fill('Wide feet');
      await dialog.getByRole('button', { name: w.send }).click();
      const success = page.getByRole('dialog', { name: w.success });
      await expect(success).toBeVisible();
      await expect(dialog).toBeHidden();
      await expectNoAxeViolations(page);
      await success.getByRole('button', { name: w.back }).click();
      await expect(success).toBeHidden();
      await expect(page.locator('#questions:visible').getByText(question)).toBeVisible();
    });
  }

  test("a review's photos open in the review UGC dialog", async ({ page }) => {
    await page.goto('/en-us/p/mens-meadow-walker-ALP1401M');
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

  for (const { locale, language, mobile } of variants) {
    test(`${locale}: a shopper votes, reports, translates, pages the questions and votes on an answer`, async ({
      page,
      isMobile,
    }) => {
      runOnlyIn(isMobile, mobile, locale);
      const w = words[language];
      // Four new questions push the answered QN00004 to the second page (5 a page, newest first).
      for (const n of [1, 2, 3, 4]) {
        await callMockApi('POST', `/products/v1/products/${ridgeRunner}/reviews/questions`, {
          body: { text: `Is the sole resoleable? (${n})`, nickname: 'Trail fan' },
        });
      }
      await page.goto(`/${locale}/p/mens-ridge-runner-${ridgeRunner}`);
      const reviews = page.locator('#reviews:visible');
      // The product's review slots, around the reviews and questions.
      await expect(page.locator('[data-slot="reviewsTop"]:visible')).toContainText(w.trust);
      await expect(
        page
          .locator('[data-slot="reviewsBottom"]:visible')
          .getByRole('heading', { name: w.stillQuestion }),
      ).toBeVisible();

      // Vote: the newest review's count goes up (the page comes back with the new count).
      const newest = reviews.locator('#review-RVALP1101M08');
      await newest.getByRole('button', { name: w.helpful(0) }).click();
      await expect(newest.getByRole('button', { name: w.helpful(1) })).toBeVisible();

      // Report the next one with a reason: it says so instead of the form.
      const next = reviews.locator('#review-RVALP1101M07');
      await next.getByText(w.report, { exact: true }).click();
      await next.getByRole('combobox', { name: w.reason }).selectOption({ label: w.spam });
      await next.getByRole('button', { name: w.submitReport }).click();
      await expect(page).toHaveURL(/reviewReported=RVALP1101M07/);
      await expect(reviews.locator('#review-RVALP1101M07')).toContainText(w.reported);

      // Translate a review in the other language into the page's, and back.
      const foreign = reviews.locator(
        language === 'fr' ? '#review-RVALP1101M08' : '#review-RVALP1101M04',
      );
      await foreign.getByRole('link', { name: w.translate }).click();
      await expect(foreign).toContainText(w.translatedFrom);
      await expect(foreign.getByRole('link', { name: w.original })).toBeVisible();
      await expect(foreign).toHaveAttribute('lang', language);
      await expectNoAxeViolations(page);

      // Questions, page 2: the answered question, and a vote on its team answer.
      const questions = page.locator('#questions:visible');
      await questions
        .getByRole('navigation', { name: w.questionPages })
        .getByRole('link', { name: w.page(2) })
        .click();
      await expect(page).toHaveURL(/questionsPage=2/);
      await expect(questions.getByText('Is this true to size?')).toBeVisible();
      await expect(questions.getByText('Is the sole resoleable? (4)')).toBeHidden();
      await questions.getByRole('button', { name: w.helpful(6) }).click();
      await expect(questions.getByRole('button', { name: w.helpful(7) })).toBeVisible();
      await expect(page).toHaveURL(/questionsPage=2/);
      await expectNoAxeViolations(page);
    });
  }
});
