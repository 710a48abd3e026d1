import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { storyTranslator } from '../../../messages/labelsIn';
import { paypalContactGaps, walletContactFailure, walletContactProblem } from '../contactRules';
import { fixtureFailures, fixtureSession, fixtureSheet } from '../fixtures';
import { expressLabelsFrom } from '../labels';
import type { ExpressSettings } from '../settings';
import type { ExpressActions, ExpressFailure } from '../types';
import { createSimulatedProvider } from './index';

/**
 * Stories and tests only: the express words of a language, the settings of the embedded
 * default, and a host that answers like the storefront's Server Actions (the rules of spec 3
 * §5 on a US store; a declined token answers `unknown`), with no network.
 */
export const expressLabelsEn = expressLabelsFrom(storyTranslator('en', 'express'));
export const expressLabelsFr = expressLabelsFrom(storyTranslator('fr', 'express'));

export const storySettings: ExpressSettings = {
  enabled: true,
  paymentProvider: 'ADYEN',
  provider: 'simulated',
  simulatedWallet: 'supported',
  inStoreEmployee: false,
};

/** The simulated provider, loaded at once (the storefront imports it on demand). */
export const loadSimulated = async (settings: ExpressSettings) =>
  createSimulatedProvider({ wallet: settings.simulatedWallet });

const rules = { storeCountry: 'US', billingCountries: ['US', 'CA', 'GB'] };
const declined: ExpressFailure = { ...fixtureFailures.unknown, code: 'PYT402', message: '' };

/** A host answering as the storefront does (spec 3 §4, §5, §8), with no network. */
export function storyExpressActions(): ExpressActions {
  let shipping = 0;
  return {
    async start() {
      shipping = 0;
      return { ok: true, session: fixtureSession() };
    },
    async selectShippingContact(contact) {
      const problem = walletContactProblem(contact, 'shipping', { ...rules, redacted: true });
      if (problem?.kind === 'country') return fixtureFailures.country;
      if (problem?.kind === 'cityLength') return fixtureFailures.cityLength;
      return { ok: true, ...fixtureSheet(shipping, shipping ? 'EXPRESS' : 'STANDARD') };
    },
    async selectShippingMethod(code) {
      shipping = code === 'EXPRESS' ? 15 : 0;
      return { ok: true, ...fixtureSheet(shipping, code) };
    },
    async authorize({ shippingContact, billingContact, paymentData }) {
      // The contacts are validated first, shipping before billing (spec 3 §4 step 5).
      const problem =
        walletContactProblem(shippingContact, 'shipping', rules) ??
        walletContactProblem(billingContact, 'billing', rules);
      if (problem) return walletContactFailure(problem, '');
      if (!paymentData.startsWith('simulated:approved')) return declined;
      return { ok: true, orderNumber: 'SIM-00001' };
    },
    async paypalAuthorized(contact) {
      if (paypalContactGaps(contact).length > 0) return fixtureFailures.incompleteAddress;
      const problem = walletContactProblem(contact, 'shipping', rules);
      if (problem?.kind === 'country') return fixtureFailures.country;
      if (problem?.kind === 'cityLength') return fixtureFailures.cityLength;
      return { ok: true, ...fixtureSheet() };
    },
    async paypalDetails({ paymentData }) {
      if (!paymentData.startsWith('simulated:approved')) return declined;
      return { ok: true, orderNumber: 'SIM-00002' };
    },
    async cancel() {},
    async finalise(orderNumber) {
      return { href: `/en-us/order-confirmation/${orderNumber}` };
    },
  };
}

/** Answers the test captcha at once. */
export const storyCaptchaToken = async () => ({ token: 'story-captcha-token', expiresIn: 120 });

/** {@link storyExpressActions} (with `overrides`) with every call spied on (`fn`). */
export function spiedExpressActions(overrides: Partial<ExpressActions> = {}): ExpressActions {
  const actions = { ...storyExpressActions(), ...overrides };
  return {
    start: fn(actions.start),
    selectShippingContact: fn(actions.selectShippingContact),
    selectShippingMethod: fn(actions.selectShippingMethod),
    authorize: fn(actions.authorize),
    paypalAuthorized: fn(actions.paypalAuthorized),
    paypalDetails: fn(actions.paypalDetails),
    cancel: fn(actions.cancel),
    finalise: fn(actions.finalise),
  };
}

/** Ticks the test captcha (English or French) in `scope` and waits until it is answered. */
export async function passStoryCaptcha(scope: ReturnType<typeof within>) {
  const box = await scope.findByRole('checkbox', { name: /not a robot|pas un robot/ });
  await userEvent.click(box);
  await waitFor(() => expect(box).toBeChecked());
}
