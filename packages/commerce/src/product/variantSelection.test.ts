import { fixtureProduct } from './fixtures';
import {
  choiceFromQuery,
  choiceQuery,
  findVariant,
  missingAttributes,
  optionInStock,
} from './variantSelection';

const product = fixtureProduct;

describe('variant choice from the page query', () => {
  it('reads known options and defaults the colour', () => {
    expect(choiceFromQuery(product, { color: 'sand', size: '9' })).toEqual({
      color: 'sand',
      size: '9',
    });
    expect(choiceFromQuery(product, {})).toEqual({ color: 'black' });
    expect(choiceFromQuery(product, { color: 'pink', size: ['10', '11'] })).toEqual({
      color: 'black',
      size: '10',
    });
    expect(choiceFromQuery(product, { size: '99' })).toEqual({ color: 'black' });
  });

  it('chooses an attribute with a single option', () => {
    const one = {
      ...product,
      attributes: [
        ...product.attributes,
        {
          type: 'width',
          label: 'Width',
          options: [{ id: 'w', value: 'D', label: 'D', available: true }],
        },
      ],
    };
    expect(choiceFromQuery(one, {}).width).toBe('D');
  });

  it('finds the variant of a full choice only', () => {
    expect(findVariant(product, { color: 'sand', size: '9' })?.id).toBe('ALP1001M-SAN-9');
    expect(findVariant(product, { color: 'sand' })).toBeUndefined();
    expect(missingAttributes(product, { color: 'sand' }).map((a) => a.type)).toEqual(['size']);
  });

  it('knows which options lead to stock', () => {
    expect(optionInStock(product, { color: 'sand' }, 'size', '11')).toBe(false);
    expect(optionInStock(product, { color: 'sand' }, 'size', '10')).toBe(true);
    expect(optionInStock(product, { size: '9' }, 'color', 'forest')).toBe(false);
    expect(optionInStock(product, { size: '9' }, 'color', 'forest', true)).toBe(true);
  });

  it('changes one attribute and keeps the others', () => {
    expect(choiceQuery({ color: 'black', size: '9' }, 'color', 'sand')).toEqual({
      color: 'sand',
      size: '9',
    });
  });
});
