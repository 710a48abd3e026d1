import { dateMessage, isValidDate, parseDate } from './date';

describe('isValidDate', () => {
  it('accepts a real date in US order', () => {
    expect(isValidDate('12/31/2024', 'MM/DD/YYYY')).toBe(true);
    expect(parseDate('12/31/2024', 'MM/DD/YYYY')).toEqual({ year: 2024, month: 12, day: 31 });
  });

  it('reads day first for DD/MM/YYYY', () => {
    expect(isValidDate('31/12/2024', 'DD/MM/YYYY')).toBe(true);
    expect(isValidDate('12/31/2024', 'DD/MM/YYYY')).toBe(false);
  });

  it('rejects dates that do not exist in the calendar', () => {
    expect(isValidDate('02/30/2024', 'MM/DD/YYYY')).toBe(false);
    expect(isValidDate('04/31/2023', 'MM/DD/YYYY')).toBe(false);
    expect(isValidDate('00/10/2023', 'MM/DD/YYYY')).toBe(false);
    expect(isValidDate('13/10/2023', 'MM/DD/YYYY')).toBe(false);
  });

  it('honours leap years', () => {
    expect(isValidDate('02/29/2024', 'MM/DD/YYYY')).toBe(true);
    expect(isValidDate('02/29/2023', 'MM/DD/YYYY')).toBe(false);
    expect(isValidDate('02/29/1900', 'MM/DD/YYYY')).toBe(false);
    expect(isValidDate('02/29/2000', 'MM/DD/YYYY')).toBe(true);
  });

  it('rejects values that do not match the format', () => {
    expect(isValidDate('', 'MM/DD/YYYY')).toBe(false);
    expect(isValidDate('1/2/2024', 'MM/DD/YYYY')).toBe(false);
    expect(isValidDate('2024-01-02', 'MM/DD/YYYY')).toBe(false);
    expect(isValidDate('01/02/24', 'MM/DD/YYYY')).toBe(false);
    expect(isValidDate('ab/cd/efgh', 'MM/DD/YYYY')).toBe(false);
  });

  it('supports ISO and dotted formats', () => {
    expect(isValidDate('2024-02-29', 'YYYY-MM-DD')).toBe(true);
    expect(isValidDate('29.02.2024', 'DD.MM.YYYY')).toBe(true);
    expect(isValidDate('29/02/2024', 'DD.MM.YYYY')).toBe(false);
  });
});

describe('dateMessage', () => {
  it('names the format (spec 1 §5)', () => {
    expect(dateMessage('DD/MM/YYYY')).toBe('Date should match DD/MM/YYYY and be a valid date.');
  });
});
