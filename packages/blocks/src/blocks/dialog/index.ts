import { defineBlock } from '../../registry/registry';
import { DialogBlock } from './DialogBlock';
import { dialogSchema } from './schema';

/** Registry entry of the `dialog` block (spec 3 §2 Modals, §3 "Dialog", §4 "Event sign-up"). */
export const dialogBlock = defineBlock({
  type: 'dialog',
  schema: dialogSchema,
  Component: DialogBlock,
});

export { DialogBlock } from './DialogBlock';
export { DialogClient, type DialogClientProps } from './DialogClient.client';
export {
  eventDays,
  formatEventDay,
  formatEventRange,
  maxEventDays,
  toCalendarDate,
} from './event/dates';
export { EventJoinForm, type EventJoinFormProps } from './event/EventJoinForm.client';
export {
  EventSignup,
  type EventSignupContent,
  type EventSignupView,
} from './event/EventSignup.client';
export {
  buildRegistrationPayload,
  createJoinFormSchema,
  guestNamePattern,
  type JoinFormValues,
} from './event/joinForm';
export { dialogFixtures } from './fixtures';
export { type DialogLabels, dialogLabels } from './labels';
export { NewsletterForm, type NewsletterFormProps } from './newsletter/NewsletterForm.client';
export {
  type NewsletterFormValues,
  newsletterEmailMaxLength,
  newsletterFormSchema,
} from './newsletter/newsletterForm';
export {
  type DialogFields,
  dialogMediaPositions,
  dialogSchema,
  dialogVariants,
  type EventSignupFields,
  eventSignupSchema,
  newsletterFormFieldsSchema,
} from './schema';
