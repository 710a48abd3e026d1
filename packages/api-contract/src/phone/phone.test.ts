import {
  defaultMask,
  digitsOnly,
  expectedDigitCount,
  formatWithMask,
  INTERNATIONAL_MASK,
  isValidPhone,
  NORTH_AMERICA_MASK,
  normalisePhone,
  type PhoneCodeEntry,
  parsePhone,
  phoneEntryOf,
  phoneError,
  toStoredPhone,
} from './phone';

const entries: PhoneCodeEntry[] = [
  { dialCode: '1', code: 'US', mask: '(XXX) XXX - XXXX' },
  { dialCode: '44', code: 'GB', mask: 'XXXX XXXXXX' },
  { dialCode: '33', code: 'FR', mask: 'X XX XX XX XX' },
  { dialCode: '353', code: 'IE' },
];

describe('digitsOnly', () => {
  it('keeps only digits', () => {
    expect(digitsOnly('+1 (416) 555-0123 ext.')).toBe('14165550123');
    expect(digitsOnly('abc')).toBe('');
  });
});

describe('masks', () => {
  it('defaults to the North America mask in NORA, else the international one', () => {
    expect(defaultMask('NORA')).toBe('(XXX) XXX - XXXX');
    expect(defaultMask('EU')).toBe('XXXX - XXXX - XXX');
  });

  it('counts X characters as expected digits', () => {
    expect(expectedDigitCount(NORTH_AMERICA_MASK)).toBe(10);
    expect(expectedDigitCount(INTERNATIONAL_MASK)).toBe(11);
    expect(expectedDigitCount('X XX XX XX XX')).toBe(9);
  });

  it('writes digits into the mask as far as they go', () => {
    expect(formatWithMask('', NORTH_AMERICA_MASK)).toBe('');
    expect(formatWithMask('41655', NORTH_AMERICA_MASK)).toBe('(416) 55');
    expect(formatWithMask('416555012399', NORTH_AMERICA_MASK)).toBe('(416) 555 - 0123');
  });
});

describe('toStoredPhone', () => {
  it('stores plus, dial code and digits', () => {
    expect(toStoredPhone('1', '(416) 555 - 0123')).toBe('+14165550123');
  });

  it('drops a UK leading zero', () => {
    expect(toStoredPhone('44', '07700 900123')).toBe('+447700900123');
    expect(toStoredPhone('33', '0612345678')).toBe('+330612345678');
  });
});

describe('parsePhone', () => {
  it('matches the dial code of a stored number', () => {
    expect(parsePhone('+447700900123', entries)).toMatchObject({
      dialCode: '44',
      national: '7700900123',
    });
    expect(parsePhone('+33612345678', entries)).toMatchObject({
      dialCode: '33',
      national: '612345678',
    });
  });

  it('uses the region default mask for an entry without one', () => {
    expect(parsePhone('+35312345678901', entries, 'EU')).toMatchObject({ dialCode: '353' });
  });

  it('defaults a 10-digit number with no match to dial code 1', () => {
    const parsed = parsePhone('4165550123', entries);
    expect(parsed).toMatchObject({ dialCode: '1', national: '4165550123' });
    expect(parsed.entry?.code).toBe('US');
  });

  it('does not take a prefix as dial code when the rest has the wrong length', () => {
    // 44 matches the UK prefix, but 8 remaining digits do not fit the UK mask: a US number.
    expect(parsePhone('4412345678', entries)).toMatchObject({ dialCode: '1' });
  });

  it('leaves the dial code unknown otherwise', () => {
    expect(parsePhone('12345', entries).dialCode).toBeUndefined();
  });
});

describe('isValidPhone / phoneError', () => {
  const us = entries[0]!;
  const gb = entries[1]!;

  it('needs exactly the mask digit count', () => {
    expect(isValidPhone('416555012', us, 'NORA')).toBe(false);
    expect(isValidPhone('4165550123', us, 'NORA')).toBe(true);
  });

  it('needs a North American number to start 2 to 9', () => {
    expect(isValidPhone('1165550123', us, 'NORA')).toBe(false);
    expect(isValidPhone('0165550123', us, 'NORA')).toBe(false);
  });

  it('accepts a UK number typed with its leading zero', () => {
    expect(isValidPhone('07700900123', gb, 'NORA')).toBe(true);
  });

  it('returns the spec message for an invalid stored number', () => {
    expect(phoneError('+14165550123', entries)).toBeUndefined();
    expect(phoneError('+1416555', entries)).toBe('A valid phone number is required');
    expect(phoneError('', entries)).toBe('A valid phone number is required');
  });
});

describe('normalisePhone (spec 2 §5: what the mock API stores)', () => {
  const apiEntries = [
    phoneEntryOf({ dialCode: '1', mask: '(999) 999-9999', code: 'US' }),
    phoneEntryOf({ dialCode: '44', mask: '9999 999999', code: 'GB' }),
  ];

  it('turns the API masks (9 per digit) into X masks', () => {
    expect(apiEntries[1]).toEqual({ dialCode: '44', mask: 'XXXX XXXXXX', code: 'GB' });
  });

  it('stores a UK number typed nationally on the UK site without its leading zero', () => {
    expect(normalisePhone('07700 900430', apiEntries, { siteDialCode: '44' })).toBe(
      '+447700900430',
    );
    expect(normalisePhone('7700 900430', apiEntries, { siteDialCode: '44' })).toBe('+447700900430');
  });

  it('keeps a matched dial code', () => {
    expect(normalisePhone('+44 7700 900430', apiEntries, { siteDialCode: '1' })).toBe(
      '+447700900430',
    );
    expect(normalisePhone('1 303 555 0199', apiEntries)).toBe('+13035550199');
  });

  it('gives a 10-digit number with no match dial code 1', () => {
    expect(normalisePhone('(303) 555-0199', apiEntries)).toBe('+13035550199');
    expect(normalisePhone('303-555-0199', apiEntries, { siteDialCode: '1' })).toBe('+13035550199');
  });

  it('never stores a number whose dial code cannot be told (the old +07700900430)', () => {
    expect(normalisePhone('07700 900430', apiEntries, { siteDialCode: '1' })).toBeUndefined();
    expect(normalisePhone('07700 900430', apiEntries)).toBeUndefined();
  });

  it('answers empty for a value without digits', () => {
    expect(normalisePhone(' ', apiEntries)).toBe('');
  });
});
