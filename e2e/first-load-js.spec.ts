/**
 * First-load JavaScript budgets (design.md: budgets in CI only where the figure is
 * deterministic — bytes of JavaScript). Each route is loaded cold in a fresh browser context
 * and the encoded (gzip, as sent) bytes of its script responses are summed by the bench's own
 * measurement (bench/lib/firstLoadJs.mjs; `npm run bench:first-load-js` prints the figures
 * against a bare Next page).
 *
 * The budgets are the figures of the build they were measured on plus about 5 %: a change that
 * ships a heavy library or a whole flow to a route where it is not used fails here (the product
 * page once shipped the whole checkout, +80 KB). When a route grows on purpose, measure with the
 * bench and raise its budget in the same commit, saying why.
 */
import { firstLoadJs } from '../bench/lib/firstLoadJs.mjs';
import { addToCart } from './checkoutHelpers';
import { expect, test } from './fixtures';

/**
 * Budgets in encoded bytes per route (measured: home 195,520; category 196,015; product
 * 201,257). The messages are compiled when the app is built and formatted by use-intl's
 * format-only runtime (next.config.ts). The home, category and product pages' islands take
 * their words as strings from the server (templates filled with `fillPlaceholders`), so these
 * pages ship no message runtime; the cart and checkout pages' islands and the cart dialogs
 * (loaded on first use) do. The product page measured 205,285 before the message system and
 * 205,251 with the express checkout's launcher (its island's plain buttons, the flow and the
 * provider load only on intent and press, spec 3 §7). The pickup-in-store area (its panel and
 * the add with the store; the store picker and its words load when the shopper opens it, spec 1
 * §2) and the launchers of the review, question and photo dialogs and of the size guide (their
 * buttons and thumbnails; the forms, dialogs and their words load on first use, spec 2 §7) added
 * about 1.4 KB each, hence 209,000; 209,165 with the consent gate of the analytics dispatcher
 * and the location confirmation's island in the layout (spec 3 §9, spec 1 §2), hence 209,500;
 * 210,207 with the bot-defence challenge's host in the layout and the cart actions' retry after
 * a challenge (spec 1 §8; the dialog and its words load on the first challenge); about 380 B more
 * with the footer's "Cookie settings" island, the browser consent check of functional storage
 * and the experiment queue's lazy-import stub in the layout (spec 3 §9; the queue itself loads
 * with the first experiment event), hence 211,000; 211,315 with the add-to-cart analytics of the
 * layout's cart (the origin label and the `addToCart` event through the one dispatcher, spec 3
 * §9), hence 211,800, and the cart page 270,253 for the same, hence 270,800.
 *
 * Then the dialogs' code (Radix, about 14 KB) left every first load: ui's `Dialog` loads it on
 * its first open (`preloadDialog`); and embla (about 7 KB) loads only where a carousel mounts
 * (`loadEmbla`). Measured: home 193,450 (it has carousels), about 185,478, category 196,703,
 * product 202,655, cart 249,956.
 *
 * Then each block's island became its own chunk (`lazyIsland` in packages/blocks): the layout
 * references every block through the registry, so every island (pop-up, dialog, video, article
 * grid, UGC gallery, product carousel, Radix accordion, ui Carousel…) was in every first load;
 * now a page loads only those of the blocks it renders. And the cart's promo code, gift card
 * and gift option forms load their zod rules on first focus or submit (`lazyResolver`), so zod
 * (about 33 KB) left the cart. Measured: home 182,503, about 169,350, category 189,887, product
 * 186,718, cart 210,178; the budgets are these plus about 2 %.
 *
 * Then ui's Carousel (and the sprinkles runtime with it) left the layout: the category cards
 * block imported it directly, so every page loaded it; it now renders the `_carousel` island.
 * The mobile menu's drawer loads on the first intent to open it (only its Menu button is in
 * the layout). Measured on one build (the same method measured home 183,331, about
 * 170,149, category 190,717, product 187,521 and cart 210,977 on the build before): home
 * 185,965, about 166,705, category 190,498, product 187,036, cart 207,537. The home page grew:
 * its product carousel's island and the category cards' carousel island each carry a copy of
 * the Carousel (Turbopack does not share a module between two lazy chunks), about 3 KB; hence
 * 189,700. About and cart are these plus about 2 %; category and product keep theirs.
 *
 * Then sprinkles' runtime left the browser: `Stack`, `Inline`, `Grid` and `Card` take their
 * classes from plain class maps (`theme/flow.css.ts`, `Card.css.ts`), where sprinkles shipped
 * every property's class map (about 6 KB) to any island laying out with them; a carousel
 * fetches embla when it comes near the screen (the category page's are below the fold, the
 * product gallery's is hidden on a large screen); and the layout no longer references the
 * express island (about 1 KB). Measured on one build (the same method measured home 186,376,
 * about 167,091, category 190,944, product 184,510, cart 208,011 and checkout 230,572 on the
 * build before): home 180,909, about 161,365, category 177,394, product 171,842, cart
 * 203,126; the budgets are these plus about 2 %.
 *
 * Then the accordion and carousel islands load when they come near the screen (`lazyIsland`'s
 * `loadWhen: 'near'`): the category page's FAQ below the grid no longer loads Radix's accordion
 * at first, nor its carousels. The pop-up's expanded part loads when it expands. Measured on one
 * build (the same method measured home 180,860, about 161,316, category 177,351 on the build
 * before): home 181,253 (its product carousel, which keeps loading at hydration, carries its
 * own copy of the Carousel), about 161,763 (the near boundary's own code, about 450 B, is in
 * every page's shared chunk), category 165,161, product 172,187, cart 203,572; category is
 * these plus about 2 %, the others keep theirs.
 *
 * Then the vanilla-extract modules stopped importing their CSS in the production build (one
 * stylesheet per page, ARCHITECTURE.md §2 "Styling"; about 0.7 KB of chunk references less on
 * every page) and `Button`, `IconButton`, `Badge` and the benefit bar stopped using recipes,
 * whose runtime every island with a button shipped (about 0.65 KB). Measured on one build:
 * home 180,361, about 159,483, category 162,863, product 171,154, cart 201,534, checkout
 * 224,825; the budgets are these plus about 2 %.
 */
const budgets = {
  '/en-us': 184_000,
  '/en-us/about': 162_700,
  '/en-us/c/hiking-boots-300010': 166_100,
  '/en-us/p/mens-meadow-walker-ALP1401M': 174_600,
  '/en-us/cart': 205_600,
} as const;

/**
 * The checkout with one item in the cart (measured 273,015; 287,238 with the express checkout's
 * launcher: its plain wallet and PayPal buttons, about 1 KB, while the flow, the provider and
 * the Server Actions' references load only on intent and press, spec 3 §7; 288,904 with the
 * consent gate of the analytics dispatcher and the consent banner's buttons in the layout's
 * shared chunk, about 1 KB, spec 3 §9; the preferences dialog loads on open; 289,714 with the
 * location confirmation's island, spec 1 §2, whose dialog loads only when it opens; 291,031 with
 * the bot-defence challenge's host and retry, spec 1 §8, and the device fingerprint sent before
 * the order, spec 1 §7; about 380 B more with the layout's "Cookie settings" island, functional
 * storage consent check and experiment queue stub, spec 3 §9; 292,040 with the add-to-cart
 * analytics of the layout's cart, spec 3 §9; 277,624 once the dialogs' code loads on first
 * open and embla only where a carousel mounts; 267,737 once the blocks' islands load only
 * where their block renders, hence 273,100; 230,119 once the address and card forms load their
 * zod rules on the first validation (`lazyResolver`) and the billing and address forms read
 * zod-free constants from api-contract, spec 1 §8: zod, about 33 KB, left the checkout; the
 * same method measured 268,565 on the build before; hence 234,700; 226,530 once `Card` and
 * the layout primitives ship no sprinkles runtime and the layout no express island, hence
 * 231,000; 224,825 with one stylesheet and no recipe runtime, hence 229,300).
 */
const checkoutBudget = 229_300;

test.use({ restock: ['ALP1001M'] });
test.skip(({ isMobile }) => isMobile, 'the same scripts at every viewport');

for (const [path, budget] of Object.entries(budgets)) {
  test(`${path}: first-load JS within ${budget.toLocaleString('en-US')} B`, async ({
    browser,
    baseURL,
  }) => {
    const { bytes } = await firstLoadJs(browser, `${baseURL}${path}`);
    expect(bytes, `${path} first-load JS (gzip bytes)`).toBeLessThanOrEqual(budget);
  });
}

test(`/en-us/checkout with one item: first-load JS within ${checkoutBudget.toLocaleString('en-US')} B`, async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await addToCart(page);
  const { bytes } = await firstLoadJs(
    browser,
    `${baseURL}/en-us/checkout`,
    await context.cookies(),
  );
  expect(bytes, '/en-us/checkout first-load JS (gzip bytes)').toBeLessThanOrEqual(checkoutBudget);
});
