/**
 * The cart's change-shipping-method dialog (spec 1 §2 "cart change shipping method", §3
 * shipping method codes, §7 POST /cart/v1/shippingMethod): a cart item offers exactly its own
 * methods; choosing a collection point searches by postal code (POST
 * /stores/v1/collectionPoints), pre-selects nothing, and the item moves to the point chosen:
 * its delivery line names it, also after a reload (the basket carries the name), and the
 * checkout has a collection point shipment named after it. axe clean on the cart and the
 * dialog. Every locale, split across the projects: en-us and en-gb on desktop, en-ca and fr-ca
 * on mobile.
 */
import { expect, expectNoAxeViolations, test } from './fixtures';

test.use({ restock: ['ALP1001M'] });

const english = {
  size: /^Size/,
  addToCart: 'Add to cart',
  miniCart: /^Your cart/,
  line: (delivery: string) => `Delivery: ${delivery}`,
  standard: 'Ship to home',
  pudo: 'Pick up at a collection point',
  at: (method: string, place: string) => `${method} at ${place}`,
  change: /^Change delivery/,
  dialog: 'Change delivery',
  method: 'Delivery method',
  query: 'Postal code or city',
  search: 'Search',
  apply: 'Apply',
  shipment: (place: string) => `Collection point: ${place}`,
};

const variants = [
  { path: 'en-us', mobile: false, query: '80202', place: 'UPS Access Point – LoDo Market' },
  { path: 'en-gb', mobile: false, query: 'WC2B', place: 'InPost Locker – Holborn Station' },
  { path: 'en-ca', mobile: true, query: 'V6E', place: 'Canada Post – Robson Pharmacy' },
  {
    path: 'fr-ca',
    mobile: true,
    query: 'H3B',
    place: 'Postes Canada – Peel',
    words: {
      // The size group is named by the catalogue's attribute (English in the demo data).
      size: /^(Size|Taille|Pointure)/,
      addToCart: 'Ajouter au panier',
      miniCart: /^Votre panier/,
      line: (delivery: string) => `Livraison : ${delivery}`,
      standard: 'Livraison à domicile',
      pudo: 'Ramassage à un point de collecte',
      at: (method: string, place: string) => `${method} : ${place}`,
      change: /^Modifier la livraison/,
      dialog: 'Modifier la livraison',
      method: 'Mode de livraison',
      query: 'Code postal ou ville',
      search: 'Rechercher',
      apply: 'Appliquer',
      shipment: (place: string) => `Point de collecte : ${place}`,
    },
  },
];

test.describe('cart change shipping method', () => {
  test.setTimeout(90_000);

  for (const v of variants) {
    const words = v.words ?? english;
    test(`${v.path}: moves an item to a collection point that can take it`, async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile !== v.mobile, 'locale variants are split across the projects');
      await page.goto(`/${v.path}/p/mens-summit-gtx-boot-ALP1001M`);
      await page
        .getByRole('group', { name: words.size })
        .locator('a:not([data-unavailable])')
        .first()
        .click();
      await page.waitForURL((url) => url.search.length > 0);
      await page.getByRole('button', { name: words.addToCart }).click();
      // In Canada a gift with purchase joins the boot: the boot's line is the one moved.
      await expect(
        page
          .getByRole('dialog', { name: words.miniCart })
          .getByRole('link', { name: "Men's Summit GTX Boot" }),
      ).toBeVisible();

      await page.goto(`/${v.path}/cart`);
      const item = page
        .getByTestId('cart-item')
        .filter({ has: page.getByRole('link', { name: "Men's Summit GTX Boot" }) });
      await expect(item.getByText(words.line(words.standard))).toBeVisible();
      await item.getByRole('button', { name: words.change }).click();

      const dialog = page.getByRole('dialog', { name: words.dialog });
      await expect(dialog).toBeVisible();
      const methods = dialog.getByRole('radiogroup', { name: words.method });
      await expect(methods.getByRole('radio', { name: words.standard })).toBeChecked();
      await methods.getByRole('radio', { name: words.pudo }).check();
      await dialog.getByRole('textbox', { name: words.query }).fill(v.query);
      await dialog.getByRole('button', { name: words.search }).click();
      const point = dialog.getByRole('radio', { name: v.place });
      await expect(point).toBeEnabled();
      await expect(point).not.toBeChecked();
      await expect(dialog.getByRole('button', { name: words.apply })).toBeDisabled();
      await expectNoAxeViolations(page);
      await point.check();
      await dialog.getByRole('button', { name: words.apply }).click();
      await expect(dialog).toBeHidden();
      const moved = item.getByText(words.line(words.at(words.pudo, v.place)));
      await expect(moved).toBeVisible();
      await expectNoAxeViolations(page);

      // The basket names the point (storeInfo.name): a reload still shows its name, not its id.
      await page.reload();
      await expect(moved).toBeVisible();

      // The checkout has the item in its own collection point shipment, named (storeName).
      await page.goto(`/${v.path}/checkout`);
      await expect(page.getByRole('region', { name: words.shipment(v.place) })).toBeVisible();
    });
  }
});
