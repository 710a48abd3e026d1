import { createTranslator } from 'use-intl';
import enrollmentEn from '../../messages/en/enrollment.json';
import type { Translate } from '../../messages/translate';
import {
  type EnrollmentStep,
  enrollmentSteps,
  type ProfileDetailKey,
  profileDetailKeys,
} from './enrollmentSteps';

/** The interests offered by the interests step (values stored pipe-separated, spec 2 §9). */
export const interestValues = ['Hiking', 'Running', 'Climbing', 'Camping', 'Snow'] as const;

/**
 * The enrolment flow's words (the `enrollment` namespace), strings only so a server component
 * may build them and hand them to the client flow.
 */
export interface EnrollmentLabels {
  /** Template with `{current}` and `{total}`, filled in the browser. */
  progress: string;
  steps: Record<EnrollmentStep, string>;
  intro: Partial<Record<EnrollmentStep, string>>;
  fields: Record<ProfileDetailKey, string>;
  interests: Record<(typeof interestValues)[number], string>;
  actions: {
    continue: string;
    save: string;
    skip: string;
    done: string;
    join: string;
    notNow: string;
  };
  loyalty: {
    title: string;
    intro: string;
    terms: string;
    termsLink: string;
    termsRequired: string;
  };
  /** The lookup step's form (spec 2 §2 "lookup"). */
  lookup: {
    intro: string;
    email: string;
    submit: string;
    required: string;
    invalid: string;
    otherEmail: string;
    /** At the forgot-password step, for a known profile that has no password yet. */
    noPassword: string;
  };
  close: string;
  /** ISO 639-1 language of server failures (spec 2 §8). */
  language: string;
}

const group = <K extends string>(t: Translate, prefix: string, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, t(`${prefix}.${key}`)])) as Record<K, string>;

/**
 * The enrolment words of a translator of the `enrollment` namespace.
 * @param language ISO 639-1 language of server failures (`languageOf(locale)`)
 * @param currency ISO 4217 currency of the site (`locale.currency`): the loyalty texts
 *   count points per pound, euro or dollar (default `USD`)
 */
export function enrollmentLabelsFrom(
  t: Translate,
  language: string,
  currency = 'USD',
): EnrollmentLabels {
  return {
    // The placeholders kept for the browser (a built app's catalogue is compiled).
    progress: t('progress', { current: '{current}', total: '{total}' }),
    steps: group(t, 'steps', enrollmentSteps),
    intro: group(t, 'intro', [
      'completeProfile',
      'welcome',
      'mobile',
      'profile',
      'interests',
      'success',
    ] as const),
    fields: group(t, 'fields', profileDetailKeys),
    interests: group(t, 'interests', interestValues),
    actions: group(t, 'actions', ['continue', 'save', 'skip', 'done', 'join', 'notNow'] as const),
    loyalty: {
      ...group(t, 'loyalty', ['title', 'terms', 'termsLink', 'termsRequired'] as const),
      intro: t('loyalty.intro', { currency }),
    },
    lookup: group(t, 'lookup', [
      'intro',
      'email',
      'submit',
      'required',
      'invalid',
      'otherEmail',
      'noPassword',
    ] as const),
    close: t('welcomeDialog.close'),
    language,
  };
}

/** The English words (the flow's default). */
export const enrollmentLabels: EnrollmentLabels = enrollmentLabelsFrom(
  createTranslator({
    locale: 'en-US',
    messages: { enrollment: enrollmentEn },
    namespace: 'enrollment',
  }) as unknown as Translate,
  'en',
);

/** Fills `{name}` placeholders of a label template. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
