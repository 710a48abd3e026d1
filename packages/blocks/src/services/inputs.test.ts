import {
  classifyProductId,
  isValidAttributes,
  isValidEventTags,
  isValidUserId,
  validatePersonalisationInputs,
} from './inputs';

describe('personalisation inputs (spec 3 §5)', () => {
  it('attributes: a plain object without undefined values', () => {
    expect(isValidAttributes({ a: 1, b: null, c: 'x' })).toBe(true);
    expect(isValidAttributes(Object.create(null))).toBe(true);
    expect(isValidAttributes({ a: undefined })).toBe(false);
    expect(isValidAttributes([])).toBe(false);
    expect(isValidAttributes(new Date())).toBe(false);
    expect(isValidAttributes(null)).toBe(false);
  });

  it('user id: a non-empty string', () => {
    expect(isValidUserId('u-1')).toBe(true);
    expect(isValidUserId('')).toBe(false);
    expect(isValidUserId('  ')).toBe(false);
    expect(isValidUserId(42)).toBe(false);
  });

  it('event tags: an object', () => {
    expect(isValidEventTags({ revenue: '12' })).toBe(true);
    expect(isValidEventTags('revenue')).toBe(false);
    expect(isValidEventTags(null)).toBe(false);
    expect(isValidEventTags([1])).toBe(false);
  });

  it('reports each problem by field', () => {
    expect(validatePersonalisationInputs({ userId: 'u', attributes: {}, eventTags: {} })).toEqual(
      [],
    );
    expect(
      validatePersonalisationInputs({ userId: '', attributes: { a: undefined }, eventTags: 3 }).map(
        (issue) => issue.field,
      ),
    ).toEqual(['userId', 'attributes', 'eventTags']);
  });

  it('treats colour ids of eight uppercase alphanumerics as style ids', () => {
    expect(classifyProductId('AB12CD34')).toEqual({ type: 'styleId', id: 'AB12CD34' });
    expect(classifyProductId('ab12cd34')).toEqual({ type: 'masterId', id: 'ab12cd34' });
    expect(classifyProductId('AB12CD345', 'styleId')).toEqual({ type: 'styleId', id: 'AB12CD345' });
    expect(classifyProductId('AB12CD345')).toEqual({ type: 'masterId', id: 'AB12CD345' });
  });
});
