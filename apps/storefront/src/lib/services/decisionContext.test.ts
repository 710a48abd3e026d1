import {
  decisionGridProductIds,
  decisionIpAddress,
  decisionProductIdOf,
  decisionProducts,
  dummyIpAddress,
  isPreProductionHost,
  personalisationProductIdType,
} from './decisionContext';

vi.mock('server-only', () => ({}));

describe('the decision context (spec 2 §9)', () => {
  it('knows pre-production hosts by default names or by configuration', () => {
    for (const host of [
      'localhost:3000',
      '127.0.0.1',
      'preprod.shop.example',
      'staging2.shop.example:443',
    ])
      expect(isPreProductionHost(host, {}), host).toBe(true);
    for (const host of ['shop.example', 'www.preprodshop.example', undefined, ''])
      expect(isPreProductionHost(host, {}), String(host)).toBe(false);
    const env = { PREPRODUCTION_HOSTS: 'qa.shop.example, *.test.example' };
    expect(isPreProductionHost('qa.shop.example', env)).toBe(true);
    expect(isPreProductionHost('a.test.example:8080', env)).toBe(true);
    expect(isPreProductionHost('localhost', env)).toBe(false);
    expect(decisionIpAddress('localhost', {})).toBe(dummyIpAddress);
    expect(decisionIpAddress('shop.example', {})).toBeUndefined();
  });

  it('gives the configured product id type, style ids recognised (spec 3 §5)', () => {
    expect(personalisationProductIdType({})).toBe('masterId');
    expect(personalisationProductIdType({ PERSONALISATION_PRODUCT_ID_TYPE: 'styleId' })).toBe(
      'styleId',
    );
    expect(
      decisionProducts(['ALP1401M', 'ABCD1234'], { PERSONALISATION_PRODUCT_ID_TYPE: 'styleId' }),
    ).toEqual([
      { type: 'styleId', id: 'ALP1401M' },
      { type: 'styleId', id: 'ABCD1234' },
    ]);
  });

  it('gives a product page its style or master id by configuration, a grid its tiles once', () => {
    const product = { id: 'ALP1401M', masterId: 'ALPM1401' };
    expect(decisionProductIdOf(product, {})).toBe('ALPM1401');
    expect(decisionProductIdOf(product, { PERSONALISATION_PRODUCT_ID_TYPE: 'masterId' })).toBe(
      'ALPM1401',
    );
    expect(decisionProductIdOf(product, { PERSONALISATION_PRODUCT_ID_TYPE: 'styleId' })).toBe(
      'ALP1401M',
    );
    expect(decisionGridProductIds([{ id: 'B' }, { id: 'A' }, { id: 'B' }])).toEqual(['B', 'A']);
    expect(decisionGridProductIds([])).toEqual([]);
  });
});
