import * as z from 'zod';
import { ctaTargetSchema, imageAssetSchema } from '../../model/fields';
import { maxEventDays, toCalendarDate } from './event/dates';

/** Dialog variants (spec 3 §3 "Dialog"): plain content, or an event sign-up. */
export const dialogVariants = ['content', 'event-signup'] as const;
/** Where the media sits (spec 3 §3 "Dialog" mediaPosition). */
export const dialogMediaPositions = ['top', 'left-normal', 'left-large', 'body'] as const;

const calendarDate = z
  .string()
  .refine((value) => toCalendarDate(value) !== null, 'Expected a date YYYY-MM-DD');

/**
 * Event sign-up content (spec 3 §3): `eventId`, `title`, `startDate` and `endDate` (calendar
 * dates `YYYY-MM-DD` or ISO date-times; the end not before the start, at most 31 days),
 * `enablePlusOne`, `richText` (sanitized), `submitCtaLabel`, `confirmationTitle`,
 * `confirmationSubtitle`.
 */
export const eventSignupSchema = z
  .object({
    eventId: z.string().min(1),
    title: z.string().min(1),
    startDate: calendarDate,
    endDate: calendarDate,
    enablePlusOne: z.boolean().catch(false),
    richText: z.string().optional(),
    submitCtaLabel: z.string().min(1).optional(),
    confirmationTitle: z.string().min(1).optional(),
    confirmationSubtitle: z.string().min(1).optional(),
  })
  .superRefine((event, ctx) => {
    const start = toCalendarDate(event.startDate);
    const end = toCalendarDate(event.endDate);
    if (!start || !end) return;
    const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate is before startDate' });
    else if (days > maxEventDays)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `An event lasts at most ${maxEventDays} days`,
      });
  });
/** Validated event sign-up content. */
export type EventSignupFields = z.output<typeof eventSignupSchema>;

/**
 * The newsletter form of a dialog (spec 3 §3 `newsletterForm`, §5 "Newsletter"): optional
 * heading, the policy checkbox label (may hold the policy's name), submit label and success text.
 */
export const newsletterFormFieldsSchema = z.object({
  title: z.string().min(1).optional(),
  policyLabel: z.string().min(1).optional(),
  submitLabel: z.string().min(1).optional(),
  successMessage: z.string().min(1).optional(),
});

/**
 * Fields of the `dialog` block (spec 3 §3 "Dialog"): `variant` (`content` or `event-signup`,
 * which requires `event`), `title` (the dialog's accessible name; the event title when absent),
 * `media` with `mediaPosition` (top, left-normal, left-large, body), `richText` (sanitized),
 * `newsletterForm`, `targets`, and how it opens: a trigger button labelled `triggerLabel`, and
 * the URL hash `#anchorId` (any link to it in the page opens the dialog; default: the block id).
 */
export const dialogSchema = z
  .object({
    variant: z.enum(dialogVariants).catch('content'),
    title: z.string().min(1).optional(),
    triggerLabel: z.string().min(1).optional(),
    anchorId: z
      .string()
      .regex(/^[A-Za-z][\w-]{0,63}$/, 'A letter, then letters, digits, _ or -')
      .optional(),
    media: imageAssetSchema.optional(),
    mediaPosition: z.enum(dialogMediaPositions).catch('top'),
    richText: z.string().optional(),
    newsletterForm: newsletterFormFieldsSchema.optional(),
    targets: z.array(ctaTargetSchema).default([]),
    event: eventSignupSchema.optional(),
  })
  .superRefine((dialog, ctx) => {
    if (dialog.variant === 'event-signup' && !dialog.event)
      ctx.addIssue({
        code: 'custom',
        path: ['event'],
        message: 'Required for variant event-signup',
      });
    if (!dialog.title && !dialog.event)
      ctx.addIssue({
        code: 'custom',
        path: ['title'],
        message: 'Required (the dialog needs a name)',
      });
  });

/** Validated fields of a dialog. */
export type DialogFields = z.output<typeof dialogSchema>;
