import { ApiError } from '../api/client';
import { errorEnvelope, recordingClient } from '../api/recordingClient';
import { createCatalogService } from './catalogService';
import { createStoreService } from './storeService';

const price = { current: 99.95, original: 129.95 };
const image = { url: 'http://m/p.svg', alt: 'Boot' };
const tile = {
  id: 'ALP1001M',
  name: 'Boot',
  url: '/p/boot-ALP1001M',
  image,
  price,
  currency: 'GBP',
  rating: { average: 4.5, count: 2 },
  colors: [{ value: 'black', label: 'Black', swatch: '#000' }],
  isDigitalProduct: false,
  presale: false,
  available: true,
};
const details = {
  ...tile,
  masterId: 'ALP1001M',
  slug: 'boot',
  productType: 'standard',
  badges: [],
  isRobisOnly: false,
  notifyMe: false,
  isFreeGift: false,
  description: 'A boot',
  details: [],
  categoryIds: ['300010'],
  images: [image],
  attributes: [],
  variants: [
    {
      id: 'V1',
      upc: '841234000011',
      attributes: { size: '9' },
      price,
      quantity: 0,
      stockStatus: 'OutOfStock',
    },
  ],
};

function setup(answer: unknown, status = 200) {
  const { client, calls } = recordingClient(answer, status, 'en-gb');
  return { catalog: createCatalogService(client), stores: createStoreService(client), calls };
}

describe('createCatalogService', () => {
  it('gets product details on the spec path and validates them', async () => {
    const { catalog, calls } = setup(details);
    await expect(catalog.getProductDetails('ALP1001M')).resolves.toMatchObject({ id: 'ALP1001M' });
    expect(calls[0]?.url.pathname).toBe('/products/v2/products/ALP1001M/details');
    expect(calls[0]?.url.searchParams.get('locale')).toBe('en-GB');
  });

  it('rejects an answer off contract with GEN500', async () => {
    const { catalog } = setup({ ...details, variants: [{ id: 'V1', upc: 'nope' }] });
    const error = await catalog.getProductDetails('ALP1001M').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorId).toBe('GEN500');
    expect((error as ApiError).serverMessage).toMatch(/variants\.0/);
  });

  it('passes the server error code through', async () => {
    const { catalog } = setup(errorEnvelope('PLP400', 'List product not found'), 400);
    await expect(catalog.search({ categoryId: '9999' })).rejects.toMatchObject({
      errorId: 'PLP400',
      status: 400,
    });
  });

  it('sends search query, facets, sort and paging', async () => {
    const answer = {
      query: 'boot',
      sort: 'price-asc',
      sortOptions: ['price-asc'],
      total: 1,
      page: 2,
      limit: 12,
      pageCount: 1,
      facets: [],
      products: [tile],
    };
    const { catalog, calls } = setup(answer);
    await catalog.search({
      q: 'boot',
      categoryId: '3000',
      sort: 'price-asc',
      page: 2,
      limit: 12,
      facets: { color: ['black', 'red'], size: [] },
    });
    const url = calls[0]?.url;
    expect(url?.pathname).toBe('/products/v2/search/productSearch');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      locale: 'en-GB',
      q: 'boot',
      categoryId: '3000',
      sort: 'price-asc',
      page: '2',
      limit: '12',
      f_color: 'black|red',
    });
  });

  it('uses the spec methods and paths for every product call', async () => {
    const { catalog, calls } = setup({});
    const attempts: [() => Promise<unknown>, string, string, unknown?][] = [
      [
        () => catalog.getAvailability('P1', { storeIds: ['0101'] }),
        'POST',
        '/products/v1/products/P1/availability',
        { storeIds: ['0101'] },
      ],
      [() => catalog.getInventory('P1'), 'GET', '/products/v2/products/P1/inventory'],
      [
        () => catalog.getReviews('P1', { sort: 'helpful' }),
        'GET',
        '/products/v1/products/P1/reviews',
      ],
      [
        () => catalog.flagReview('R1', { reason: 'spam' }),
        'POST',
        '/products/v1/review/R1/flag',
        { reason: 'spam' },
      ],
      [
        () => catalog.voteReview('R1', true),
        'POST',
        '/products/v1/review/R1/vote',
        { helpful: true },
      ],
      [
        () => catalog.translateReview('R1', 'fr'),
        'POST',
        '/products/v1/review/R1/translate',
        { targetLanguage: 'fr' },
      ],
      [() => catalog.getProductSets('P1'), 'GET', '/products/v2/products/P1/productSets'],
      [() => catalog.getProductSet('S1'), 'GET', '/products/v2/products/S1/productSet'],
      [() => catalog.getCatalog(), 'GET', '/products/v2/catalog'],
      [
        () => catalog.subscribeNotification({ productId: 'P1', variantId: 'V1', email: 'a@b.co' }),
        'PUT',
        '/products/v1/notifications',
        { productId: 'P1', variantId: 'V1', email: 'a@b.co' },
      ],
      [() => catalog.autoSuggest('bo'), 'GET', '/products/v2/search/autoSuggest'],
      [() => catalog.getQuestions('P1'), 'GET', '/products/v1/products/P1/reviews/questions'],
      [
        () => catalog.askQuestion('P1', { text: 'Fit?', nickname: 'Ann' }),
        'POST',
        '/products/v1/products/P1/reviews/questions',
        { text: 'Fit?', nickname: 'Ann' },
      ],
      [
        () => catalog.voteAnswer('A1', false),
        'POST',
        '/products/v1/review/A1/questions/vote',
        { helpful: false },
      ],
      [
        () => catalog.getRecommendations({ productId: 'P1', limit: 24 }),
        'GET',
        '/products/v1/widgetRecommendations',
      ],
    ];
    for (const [run, method, path, body] of attempts) {
      await expect(run()).rejects.toMatchObject({ errorId: 'GEN500' }); // {} is off contract
      const call = calls.at(-1);
      expect([call?.method, call?.url.pathname]).toEqual([method, path]);
      expect(call?.body).toEqual(body);
    }
    expect(calls[2]?.url.searchParams.get('sort')).toBe('helpful');
    expect(calls.at(-1)?.url.searchParams.get('limit')).toBe('24');
  });
});

describe('writeReview', () => {
  it('posts the review on the reviews path with the shopper token', async () => {
    const review = {
      id: 'RV1',
      productId: 'P1',
      rating: 4,
      title: 'Warm',
      text: 'Dry feet',
      author: 'Ana M.',
      language: 'en',
      createdAt: '2026-11-01T00:00:00.000Z',
      verifiedBuyer: false,
      helpfulVotes: 0,
      unhelpfulVotes: 0,
    };
    const { client, calls } = recordingClient(review, 201, 'en-gb');
    const catalog = createCatalogService(client, { accessToken: () => 'T1' });
    const body = { rating: 4, title: 'Warm', text: 'Dry feet' };
    await expect(catalog.writeReview('P1', body)).resolves.toEqual(review);
    expect([calls[0]?.method, calls[0]?.url.pathname]).toEqual([
      'POST',
      '/products/v1/products/P1/reviews',
    ]);
    expect(calls[0]?.body).toEqual(body);
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer T1');
  });

  it('votes and flags as the shopper of the token (one vote per shopper on the server)', async () => {
    const { client, calls } = recordingClient({ id: 'R1', helpfulVotes: 1, unhelpfulVotes: 0 });
    const catalog = createCatalogService(client, { accessToken: () => 'T2' });
    await catalog.voteReview('R1', true);
    await catalog.voteAnswer('A1', true);
    expect(calls.map((call) => call.headers.get('authorization'))).toEqual([
      'Bearer T2',
      'Bearer T2',
    ]);
  });

  it('rejects with REV410 as the server answers it', async () => {
    const { client } = recordingClient(errorEnvelope('REV410', 'Review too long'), 400, 'en-gb');
    await expect(
      createCatalogService(client).writeReview('P1', { rating: 1, title: 'x', text: 'x' }),
    ).rejects.toMatchObject({ errorId: 'REV410' });
  });
});

describe('createStoreService', () => {
  it('searches stores with the place in the query and the variant in the body', async () => {
    const { stores, calls } = setup({ total: 0, stores: [] });
    await expect(
      stores.searchStores({ postalCode: 'WC2E 9LH', radius: 20 }, { variantId: 'V1' }),
    ).resolves.toEqual({ total: 0, stores: [] });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/stores/v1/search');
    expect(calls[0]?.url.searchParams.get('postalCode')).toBe('WC2E 9LH');
    expect(calls[0]?.body).toEqual({ variantId: 'V1' });
  });

  it('unwraps collection points and store lists; validates i18n', async () => {
    expect(
      await setup({ collectionPoints: [] }).stores.getCollectionPoints({ countryCode: 'GB' }),
    ).toEqual([]);
    expect(await setup({ stores: [] }).stores.listStores('GB')).toEqual([]);
    const i18n = {
      countryCode: 'GB',
      name: 'United Kingdom',
      currency: 'GBP',
      minimalAge: 16,
      phoneCodes: [{ dialCode: '44', mask: '9999 999999', code: 'GB' }],
      addressRules: { city: { required: true, max: 35 } },
      provinces: [],
    };
    const { stores, calls } = setup(i18n);
    await expect(stores.getCountryI18n('GB')).resolves.toEqual(i18n);
    expect(calls[0]?.url.pathname).toBe('/utilities/i18n/GB');
    const employees = setup(
      { appId: 'a', correlationId: 'c', errorDetails: [{ errorId: 'STR404', message: 'x' }] },
      404,
    );
    await expect(employees.stores.getStoreEmployees('9999')).rejects.toMatchObject({
      errorId: 'STR404',
    });
    const list = setup({ countries: [] });
    await list.stores.getCountryList('shipping');
    expect(list.calls[0]?.url.search).toBe('?locale=en-GB&type=shipping');
  });
});
