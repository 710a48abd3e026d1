/**
 * A running product page's decision call carries the page's product (spec 3 §7 "Decision
 * service call": customerId, channel, events; spec 2 §9: the product's master id by default,
 * classified as a style id when it has eight uppercase characters, spec 3 §5). The Ridge
 * Runner's content slots get an experience (published through the worker's mock API, put
 * back by the next test's reset), so the page asks the decision engine on its first view with
 * the shopper's anonymous id (`mt.v`); the mock API's test-only read
 * (`GET /__e2e/decision-requests`) shows what the engine received: the product detail view
 * event with `ALP1101M` (a style id). One project (desktop): the call is made on the server,
 * the same at every viewport; the page's axe checks are product-extras.spec.ts's.
 */
import { expect, mockApiHeaders, mockApiUrl, test } from './fixtures';

const productId = 'ALP1101M';

/** An experience of the seed's engine (`showcase-experience`) in the product page's slots. */
const experience = {
  type: 'experience',
  id: 'ridge-runner-decision-check',
  fields: {
    experienceId: 'showcase-experience',
    baselines: [
      {
        type: 'richText',
        id: 'ridge-runner-decision-baseline',
        fields: { html: '<p>Built for rocky trails.</p>', width: 'narrow' },
      },
    ],
    variants: [
      {
        name: 'Variant A',
        variantId: 'variant-a',
        targets: [
          {
            type: 'richText',
            id: 'ridge-runner-decision-variant',
            fields: { html: '<p>Grip for the steepest descents.</p>', width: 'narrow' },
          },
        ],
      },
    ],
  },
};

interface ReceivedRequest {
  request: {
    monetateId?: string;
    channel: string;
    events: { eventType: string; products?: { productId: string; idType: string }[] }[];
  };
}

test('a product page’s decision call carries its product id', async ({
  page,
  context,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'one project: the decision call is made on the server');
  const headers = mockApiHeaders;
  const slotsUrl = `${mockApiUrl}/pub/caas/v1/canvas/product/us/${productId}?locale=en-US`;
  const current = await request.get(slotsUrl, { headers });
  expect(current.ok()).toBe(true);
  const document = (await current.json()) as { slots: { main?: unknown[] } };
  document.slots.main = [...(document.slots.main ?? []), experience];
  const published = await request.post(`${mockApiUrl}/__e2e/content/publish?locale=en-US`, {
    headers,
    data: { docType: 'product', siteId: 'us', locale: 'en-US', slug: productId, document },
  });
  expect(published.ok(), await published.text()).toBe(true);

  await page.goto(`/en-us/p/mens-ridge-runner-${productId}`);
  await expect(
    page.locator('[data-experience-id="showcase-experience"]').getByText(/rocky trails|steepest/),
  ).toBeVisible();
  const shopperId = (await context.cookies()).find((c) => c.name === 'mt.v')?.value ?? '';
  expect(shopperId).toMatch(/^2\./);

  const received = await request.get(
    `${mockApiUrl}/__e2e/decision-requests?locale=en-US&brand=alpine&userId=${encodeURIComponent(shopperId)}`,
    { headers },
  );
  const { requests } = (await received.json()) as { requests: ReceivedRequest[] };
  expect(requests.length).toBeGreaterThan(0);
  const last = requests.at(-1)?.request;
  expect(last).toMatchObject({ monetateId: shopperId });
  expect(last?.events).toContainEqual({
    eventType: 'monetate:context:ProductDetailView',
    // Its master id, sent as a style id: eight uppercase characters (spec 3 §5).
    products: [{ productId, idType: 'styleId' }],
  });
});
