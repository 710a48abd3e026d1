import type { FormsServices } from '@storefront/blocks/services';
import {
  type FormActionResult,
  loadFormsProfile,
  registerEventAction,
  subscribeNewsletterAction,
} from './servicesForms';

const settle = (result: FormActionResult) => {
  if (!result.ok) throw new Error(result.message);
};

/**
 * The storefront's `BlockServices.forms` for client islands (event sign-up and newsletter of
 * the dialog block): server actions over the commerce consumer service (the access token stays
 * in its httpOnly cookie). Step 1 of the event sign-up (spec 3 §4) opens the sign-in dialog
 * with `returnTo` (the page with the event dialog's hash: once signed in the page loads again,
 * the dialog reopens and the signed-in shopper skips to step 2); without the dialog, and for
 * create an account, it routes to the sign-in or sign-up page with `returnTo`.
 * @param localePath the storefront locale path, e.g. `en-us`
 * @param navigate client navigation, e.g. Next's `router.push`
 * @param openSignIn opens the sign-in dialog (the dialog manager's `signInDialogs.signIn`)
 */
export function formsServices(
  localePath: string,
  navigate: (url: string) => void,
  openSignIn?: (returnTo: string) => void,
): FormsServices {
  return {
    getProfile: () => loadFormsProfile(localePath),
    registerEvent: async (payload) => settle(await registerEventAction(localePath, payload)),
    subscribeNewsletter: async (input) =>
      settle(await subscribeNewsletterAction(localePath, input)),
    requestSignIn: (view, returnTo) => {
      if (view === 'signIn' && openSignIn) openSignIn(returnTo);
      else
        navigate(
          `/${localePath}/${view === 'signIn' ? 'sign-in' : 'sign-up'}?returnTo=${encodeURIComponent(returnTo)}`,
        );
    },
  };
}
