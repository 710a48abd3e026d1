import {
  type Subscription,
  type SubscriptionChangeRequest,
  smsMarketingType,
} from '@storefront/api-contract';
import { type PhoneCodeEntry, phoneError } from '@storefront/api-contract/phone';
import * as z from 'zod';
import type { Translate } from '../../messages/translate';

/** The subscriptions the communication page manages (spec 2 §3, spec 3 §3 subscriptions). */
export const communicationTopics = {
  newsletter: { channel: 'EMAIL', type: 'Newsletter' },
  loyaltyNewsletter: { channel: 'EMAIL', type: 'LoyaltyNewsletter' },
  sms: { channel: 'SMS', type: smsMarketingType },
} as const;

/** One of {@link communicationTopics}. */
export type CommunicationTopic = keyof typeof communicationTopics;

/** Where a topic stands: opted in, and waiting for the double opt-in (`optin && !doubleOptin`). */
export interface TopicState {
  optin: boolean;
  pending: boolean;
}

/** Every topic's {@link TopicState}. */
export type CommunicationState = Record<CommunicationTopic, TopicState>;

/**
 * The topics' states of a consumer's subscriptions (spec 2 §3: channel, type, optin,
 * doubleOptin). The type is matched without regard to case (`NEWSLETTER` is `Newsletter`);
 * a topic without a subscription is opted out.
 */
export function communicationStateOf(subscriptions: readonly Subscription[]): CommunicationState {
  const stateOf = ({ channel, type }: (typeof communicationTopics)[CommunicationTopic]) => {
    const found = subscriptions.find(
      (s) => s.channel === channel && s.type.toLowerCase() === type.toLowerCase(),
    );
    return { optin: Boolean(found?.optin), pending: Boolean(found?.optin && !found.doubleOptin) };
  };
  return {
    newsletter: stateOf(communicationTopics.newsletter),
    loyaltyNewsletter: stateOf(communicationTopics.loyaltyNewsletter),
    sms: stateOf(communicationTopics.sms),
  };
}

/** What the shopper chose on the page. `phone` in the stored form (`+` dial code, digits). */
export interface CommunicationChoices {
  newsletter: boolean;
  loyaltyNewsletter: boolean;
  sms: boolean;
  phone: string;
}

/** One call of the save: POST opts in (pending the double opt-in), PUT changes. */
export interface SubscriptionChange {
  method: 'POST' | 'PUT';
  request: SubscriptionChangeRequest;
}

/**
 * The subscription calls that turn `current` into `choices` (spec 2 §7 GET, PUT, POST
 * /consumer/subscription): one per changed topic, POST for a new opt-in, PUT for an opt-out;
 * an SMS opt-in carries the phone number, and a kept SMS opt-in with another number is a PUT
 * with it. The loyalty newsletter only for a loyalty member. `[]`: nothing to save.
 * @param profilePhone the number the consumer's profile has (stored form), if any
 */
export function subscriptionChangesOf(
  current: CommunicationState,
  choices: CommunicationChoices,
  options: { loyaltyMember: boolean; profilePhone?: string | undefined },
): SubscriptionChange[] {
  const changes: SubscriptionChange[] = [];
  const topics: CommunicationTopic[] = options.loyaltyMember
    ? ['newsletter', 'loyaltyNewsletter', 'sms']
    : ['newsletter', 'sms'];
  for (const topic of topics) {
    const { channel, type } = communicationTopics[topic];
    const optin = choices[topic];
    const phone = topic === 'sms' && optin && choices.phone ? { phone: choices.phone } : {};
    if (optin !== current[topic].optin) {
      changes.push({ method: optin ? 'POST' : 'PUT', request: { channel, type, optin, ...phone } });
    } else if (
      topic === 'sms' &&
      optin &&
      choices.phone &&
      choices.phone !== options.profilePhone
    ) {
      changes.push({ method: 'PUT', request: { channel, type, optin, ...phone } });
    }
  }
  return changes;
}

/** Why the SMS choice cannot be saved yet. */
export type SmsChoiceProblem = 'phoneRequired' | 'phoneInvalid' | 'termsRequired';

/**
 * The SMS terms rule of Accounts I (spec 3 §4 "SMS opt-in"), on the communication page: an SMS
 * opt-in needs a valid phone number and its terms accepted with I accept (the acceptance resets
 * when the phone is emptied or becomes invalid: `smsOptInAfterPhoneChange`). Opting out needs
 * neither.
 * @returns the problem, or `undefined` when the choice may be saved
 */
export function smsChoiceProblem(choice: {
  sms: boolean;
  phone: string;
  phoneValid: boolean;
  accepted: boolean;
}): SmsChoiceProblem | undefined {
  if (!choice.sms) return undefined;
  if (!choice.phone) return 'phoneRequired';
  if (!choice.phoneValid) return 'phoneInvalid';
  return choice.accepted ? undefined : 'termsRequired';
}

/** The communication form's messages, one per {@link SmsChoiceProblem}. */
export type CommunicationMessages = Record<SmsChoiceProblem, string>;

/** The communication messages of a translator of the `accountarea` namespace. */
export function communicationMessagesFrom(t: Translate): CommunicationMessages {
  return {
    phoneRequired: t('communication.phoneRequired'),
    phoneInvalid: t('communication.phoneInvalid'),
    termsRequired: t('communication.smsTermsRequired'),
  };
}

/**
 * The communication form's schema: the choices plus whether the SMS terms were accepted
 * (`accepted`), checked with {@link smsChoiceProblem} and the shared phone rules (spec 2 §5
 * `phoneError` with the site's dial codes): a missing or invalid phone at the phone, terms
 * not accepted at the SMS box.
 * @param phone the site's dial codes and region (spec 2 §3 "Phone code entry")
 */
export function communicationSchemaWith(
  phone: { entries: readonly PhoneCodeEntry[]; region?: string | undefined },
  words: CommunicationMessages,
) {
  return z
    .object({
      newsletter: z.boolean(),
      loyaltyNewsletter: z.boolean(),
      sms: z.boolean(),
      phone: z.string(),
      accepted: z.boolean(),
    })
    .superRefine((values, context) => {
      const phoneValid =
        Boolean(values.phone) && !phoneError(values.phone, phone.entries, phone.region);
      const problem = smsChoiceProblem({ ...values, phoneValid });
      if (problem)
        context.addIssue({
          code: 'custom',
          path: [problem === 'termsRequired' ? 'sms' : 'phone'],
          message: words[problem],
        });
    });
}

/** The communication form's values: {@link CommunicationChoices} and the SMS terms accepted. */
export type CommunicationValues = z.infer<ReturnType<typeof communicationSchemaWith>>;
