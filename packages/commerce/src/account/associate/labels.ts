import type { InStoreSession } from '@storefront/api-contract';
import { createTranslator } from 'use-intl';
import associateEn from '../../messages/en/associate.json';
import type { Translate } from '../../messages/translate';

/** Texts of {@link AgentLoginForm} (the `login` group of the `associate` catalogue): strings only. */
export interface AgentLoginLabels {
  email: string;
  password: string;
  showPassword: string;
  storeId: string;
  storeIdHint: string;
  submit: string;
  required: string;
  invalidEmail: string;
  invalidStoreId: string;
  /** ISO 639-1 language of the failure messages (spec 2 §8, spec 1 §8 STR404), e.g. `fr`. */
  language: string;
}

/** Texts of {@link EmployeeTermsDialog} (the `terms` group): strings only. */
export interface EmployeeTermsLabels {
  title: string;
  text: string;
  /** The link to the associate discount terms page. */
  link: string;
  accept: string;
  decline: string;
  close: string;
}

/** Texts of {@link AssociateStrip} (the `strip` group), filled with the session's names. */
export interface AssociateStripLabels {
  /** The strip's accessible name. */
  label: string;
  /** e.g. `Store: Alpine Denver (0101)`. */
  store: string;
  /** e.g. `Associate: Evan Park (E0101-2)`. */
  employee: string;
  endSession: string;
}

/** Texts of {@link EmployeeSpendBanner} (the `spend` group); amounts already formatted money. */
export interface EmployeeSpendLabels {
  /** The banner's accessible name. */
  label: string;
  /** e.g. `You have used $420.50 of your $1,500.00 annual allowance.` */
  spent(spent: string, cap: string): string;
  /** e.g. `$1,079.50 left this year.` */
  remaining(remaining: string): string;
  /** The cap is reached: no associate discount any more. */
  reached: string;
}

/** Texts of {@link PriceAdjustmentForm} (the `priceAdjustment` group). */
export interface PriceAdjustmentLabels {
  open: string;
  legend: string;
  type: string;
  amount: string;
  percentage: string;
  value: string;
  reason: string;
  submit: string;
  cancel: string;
  remove: string;
  invalidValue: string;
  /** PRC400: more than the allowed maximum (spec 1 §7, decided by the API). */
  overMaximum: string;
  /** The applied adjustment, `amount` already formatted money. */
  applied(amount: string): string;
}

/**
 * The agent login texts of a translator of the `associate` namespace.
 * @param language ISO 639-1 language of the failure messages (`languageOf(locale)`)
 */
export function agentLoginLabelsFrom(t: Translate, language: string): AgentLoginLabels {
  return {
    email: t('login.email'),
    password: t('login.password'),
    showPassword: t('login.showPassword'),
    storeId: t('login.storeId'),
    storeIdHint: t('login.storeIdHint'),
    submit: t('login.submit'),
    required: t('login.required'),
    invalidEmail: t('login.invalidEmail'),
    invalidStoreId: t('login.invalidStoreId'),
    language,
  };
}

/** The employee terms texts of a translator of the `associate` namespace. */
export function employeeTermsLabelsFrom(t: Translate): EmployeeTermsLabels {
  return {
    title: t('terms.title'),
    text: t('terms.text'),
    link: t('terms.link'),
    accept: t('terms.accept'),
    decline: t('terms.decline'),
    close: t('terms.close'),
  };
}

/** The strip texts of a translator of the `associate` namespace for one in-store session. */
export function associateStripLabelsFrom(
  t: Translate,
  session: InStoreSession,
): AssociateStripLabels {
  return {
    label: t('strip.label'),
    store: t('strip.store', { storeName: session.storeName, storeId: session.storeId }),
    employee: t('strip.employee', {
      storeEmployeeName: session.storeEmployeeName,
      storeEmployeeId: session.storeEmployeeId,
    }),
    endSession: t('strip.endSession'),
  };
}

/** The spend banner texts of a translator of the `associate` namespace. */
export function employeeSpendLabelsFrom(t: Translate): EmployeeSpendLabels {
  return {
    label: t('spend.label'),
    spent: (spent, cap) => t('spend.spent', { spent, cap }),
    remaining: (remaining) => t('spend.remaining', { remaining }),
    reached: t('spend.reached'),
  };
}

/** The price adjustment texts of a translator of the `associate` namespace. */
export function priceAdjustmentLabelsFrom(t: Translate): PriceAdjustmentLabels {
  return {
    open: t('priceAdjustment.open'),
    legend: t('priceAdjustment.legend'),
    type: t('priceAdjustment.type'),
    amount: t('priceAdjustment.amount'),
    percentage: t('priceAdjustment.percentage'),
    value: t('priceAdjustment.value'),
    reason: t('priceAdjustment.reason'),
    submit: t('priceAdjustment.submit'),
    cancel: t('priceAdjustment.cancel'),
    remove: t('priceAdjustment.remove'),
    invalidValue: t('priceAdjustment.invalidValue'),
    overMaximum: t('priceAdjustment.overMaximum'),
    applied: (amount) => t('priceAdjustment.applied', { amount }),
  };
}

const englishT = createTranslator({
  locale: 'en-US',
  messages: { associate: associateEn },
  namespace: 'associate',
}) as unknown as Translate;

/** The English agent login texts (the form's default). */
export const agentLoginLabels: AgentLoginLabels = agentLoginLabelsFrom(englishT, 'en');
/** The English employee terms texts (the dialog's default). */
export const employeeTermsLabels: EmployeeTermsLabels = employeeTermsLabelsFrom(englishT);
/** The English spend banner texts (the banner's default). */
export const employeeSpendLabels: EmployeeSpendLabels = employeeSpendLabelsFrom(englishT);
/** The English price adjustment texts (the form's default). */
export const priceAdjustmentLabels: PriceAdjustmentLabels = priceAdjustmentLabelsFrom(englishT);
