import { renderToStaticMarkup } from 'react-dom/server';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { createFormsSimulator, simulatedProfile } from '../../services/forms';
import { createBlockServices } from '../../services/types';
import { eventDays, formatEventDay, formatEventRange, toCalendarDate } from './event/dates';
import { buildRegistrationPayload, createJoinFormSchema, guestNamePattern } from './event/joinForm';
import { demoEvent, dialogFixtures as fx } from './fixtures';
import { dialogBlock } from './index';
import { newsletterFormSchema } from './newsletter/newsletterForm';
import { dialogSchema } from './schema';

describe('event dates (spec 3 §5 "Attending days … between startDate and endDate inclusive")', () => {
  it('lists every date inclusive, across a month end, from dates or date-times', () => {
    expect(eventDays('2026-06-12', '2026-06-14')).toEqual([
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
    ]);
    expect(eventDays('2026-01-31T18:00:00Z', '2026-02-01T02:00:00Z')).toEqual([
      '2026-01-31',
      '2026-02-01',
    ]);
    expect(eventDays('2026-09-05', '2026-09-05')).toEqual(['2026-09-05']);
  });

  it('gives nothing for reversed or impossible dates and caps at 31 days', () => {
    expect(eventDays('2026-06-14', '2026-06-12')).toEqual([]);
    expect(toCalendarDate('2026-02-30')).toBeNull();
    expect(toCalendarDate('12/06/2026')).toBeNull();
    expect(eventDays('2026-01-01', '2026-12-31')).toHaveLength(31);
  });

  it('formats with Intl per locale, in UTC', () => {
    expect(formatEventDay('2026-06-12', 'en-US')).toBe('Friday, June 12');
    expect(formatEventDay('2026-06-12', 'fr-CA')).toBe('vendredi 12 juin');
    expect(formatEventRange('2026-06-12', '2026-06-14', 'en-US')).toMatch(/^June 12\s–\s14, 2026$/);
    expect(formatEventRange('2026-06-12', '2026-06-12', 'en-GB')).toBe('12 June 2026');
  });
});

describe('event join form (spec 3 §5 "Event join form")', () => {
  const schema = createJoinFormSchema(['2026-06-12', '2026-06-13']);
  const valid = {
    email: 'a@b.co',
    attendingDays: ['2026-06-13'],
    plusOne: '',
    eventTermsAccepted: true,
  };
  const messagesOf = (values: unknown) =>
    schema
      .safeParse(values)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it('accepts a day and the terms, with or without a guest name', () => {
    expect(messagesOf(valid)).toEqual([]);
    expect(messagesOf({ ...valid, plusOne: "D'Arcy-Łucja O'Brien" })).toEqual([]);
  });

  it('requires a day and the terms, with the generic messages', () => {
    expect(messagesOf({ ...valid, attendingDays: [], eventTermsAccepted: false })).toEqual([
      'attendingDays: This field is required',
      'eventTermsAccepted: Please check this box to continue',
    ]);
    expect(messagesOf({ ...valid, attendingDays: ['2026-07-01'] })).toEqual([
      'attendingDays: This field is required',
    ]);
  });

  it("refuses a guest name with other characters: 'Name is not valid.'", () => {
    for (const name of ['R2-D2', 'a', 'x'.repeat(31), 'Sam <b>']) {
      expect(messagesOf({ ...valid, plusOne: name })).toEqual(['plusOne: Name is not valid.']);
    }
    expect(guestNamePattern.test('Zoë O’Neil')).toBe(true);
  });

  it('builds the registration payload of spec 3 §3 at the current time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-01T10:30:00Z'));
    try {
      const payload = buildRegistrationPayload(
        simulatedProfile,
        'trail-days-2026',
        { ...valid, attendingDays: ['2026-06-13', '2026-06-12'], plusOne: '  Sam Lee ' },
        new Date(),
      );
      expect(payload).toEqual({
        email: simulatedProfile.email,
        firstName: 'Alex',
        lastName: 'Morgan',
        gender: 'X',
        phoneNumber: '+1 5145550123',
        attendingDays: ['2026-06-12', '2026-06-13'],
        eventId: 'trail-days-2026',
        eventTermsAccepted: true,
        plusOne: true,
        plusOneName: 'Sam Lee',
        registrationTimestamp: '2026-05-01T10:30:00.000Z',
      });
      const alone = buildRegistrationPayload(simulatedProfile, 'e', valid, new Date());
      expect(alone.plusOne).toBe(false);
      expect('plusOneName' in alone).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('newsletter form (spec 3 §5 "Newsletter")', () => {
  const messagesOf = (values: unknown) =>
    newsletterFormSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];
  it('requires a valid email and the policy', () => {
    expect(messagesOf({ email: '', policyAccepted: false })).toEqual([
      'This field is required',
      'Please check this box to continue',
    ]);
    expect(messagesOf({ email: 'sam@localhost', policyAccepted: true })).toEqual([
      'Email is not valid',
    ]);
    expect(messagesOf({ email: `${'a'.repeat(95)}@b.com`, policyAccepted: true })).toEqual([
      'Email is not valid',
    ]);
    expect(messagesOf({ email: ' sam@example.com ', policyAccepted: true })).toEqual([]);
  });
});

describe('dialog schema (spec 3 §3 "Dialog")', () => {
  it('defaults the minimal dialog and falls back on bad enums', () => {
    expect(dialogSchema.parse(fx.minimal.fields)).toEqual({
      variant: 'content',
      title: 'Hello',
      mediaPosition: 'top',
      targets: [],
    });
    expect(dialogSchema.parse(fx.badEnums.fields)).toMatchObject({
      variant: 'content',
      mediaPosition: 'top',
    });
  });

  it('requires the event for variant event-signup and a sane date range', () => {
    const paths = (fields: unknown) =>
      dialogSchema.safeParse(fields).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths(fx.missingEvent.fields)).toEqual(['event']);
    expect(paths(fx.invalidEvent.fields)).toEqual(['event.endDate']);
    expect(paths({ title: 'x', event: { ...demoEvent, endDate: '2027-06-12' } })).toEqual([
      'event.endDate',
    ]);
    expect(paths(fx.invalid.fields)).toEqual(expect.arrayContaining(['anchorId', 'targets.0.url']));
    expect(dialogSchema.safeParse(fx.eventSignup.fields).success).toBe(true);
    expect(dialogSchema.parse(fx.eventOneDay.fields).event?.enablePlusOne).toBe(false);
  });
});

describe('dialog block (server render)', () => {
  const registry = createRegistry([dialogBlock]);
  const render = (block: unknown) =>
    renderToStaticMarkup(
      <RenderBlocks
        registry={registry}
        blocks={[block]}
        services={createBlockServices({ forms: createFormsSimulator() })}
      />,
    );

  it('renders the trigger and the anchor; the dialog itself stays closed', () => {
    const html = render(fx.eventSignup);
    expect(html).toContain('data-dialog-anchor="event-signup"');
    expect(html).toContain('Sign up for Trail Days');
    expect(html).not.toContain('role="dialog"');
  });

  it('renders no box without a trigger (opened by its hash only) and the block id as anchor', () => {
    const html = render(fx.minimal);
    expect(html).toContain('data-dialog-anchor="dialog-minimal"');
    expect(html).not.toContain('<button');
  });
});
