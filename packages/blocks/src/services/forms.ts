/**
 * The forms a block may send through its host (spec 3 §3 "Event registration payload", §5
 * "Newsletter", §7 "Event registration is one call"). Blocks never fetch: the storefront
 * implements {@link FormsServices} against the consumer service; Storybook and the preview tool
 * use {@link createFormsSimulator}.
 */

/** What the event join form needs of the signed-in consumer (email is shown read-only). */
export interface FormsProfile {
  email: string;
  firstName: string;
  lastName: string;
  /** As the profile stores it, e.g. `F`, `M`, `X`; `''` when unknown. */
  gender: string;
  /** Stored phone, e.g. `+1 5145550123`; `''` when none. */
  phoneNumber: string;
}

/**
 * The event registration payload (spec 3 §3, as the consumer service's contract takes it): the
 * profile's identity plus the join form. `attendingDays` are ISO dates `YYYY-MM-DD`; `plusOne`
 * says a guest comes, `plusOneName` is that guest's name (only with `plusOne`);
 * `registrationTimestamp` is an ISO 8601 date-time.
 */
export interface EventRegistrationPayload {
  email: string;
  firstName: string;
  lastName: string;
  gender: string;
  phoneNumber: string;
  attendingDays: string[];
  eventId: string;
  eventTermsAccepted: true;
  plusOne: boolean;
  plusOneName?: string;
  registrationTimestamp: string;
}

/** A newsletter subscription (spec 3 §5 "Newsletter": email and the accepted policy). */
export interface NewsletterSubscription {
  email: string;
  policyAccepted: true;
  /** Where it was sent from, e.g. `dialog:event-aw26`. */
  source?: string;
}

/** Which view of the sign-in flow the host should show (spec 3 §2 Modals, step 1). */
export type SignInView = 'signIn' | 'signUp';

/**
 * Forms the host sends for blocks. Every call rejects with an `Error` whose `message` is shown
 * to the shopper (spec 3 §8: "Event registration failure: a dismissible error alert with the
 * error message", "Newsletter error: shows the message").
 */
export interface FormsServices {
  /** The signed-in consumer, or `null` for a guest (then the event sign-up starts at step 1). */
  getProfile(): Promise<FormsProfile | null>;
  /** POSTs the registration (consumer service `event-registration`). */
  registerEvent(payload: EventRegistrationPayload): Promise<void>;
  /** Subscribes an email to the newsletter. */
  subscribeNewsletter(input: NewsletterSubscription): Promise<void>;
  /**
   * Step 1 of the event sign-up: sign in or create an account. The host opens its sign-in
   * modal or routes to its sign-in page; `returnTo` is the page (with the dialog's hash) to come
   * back to. Without it the block shows sign-in links to `/{locale}/sign-in` and `/sign-up`.
   */
  requestSignIn?(view: SignInView, returnTo: string): void;
}

/** Options of {@link createFormsSimulator}. */
export interface FormsSimulatorOptions {
  /** The signed-in consumer; `null` (default) = a guest. */
  profile?: FormsProfile | null;
  /** Delay of registerEvent / subscribeNewsletter in ms (default 0), to show the submitting state. */
  latencyMs?: number;
  /** Makes registerEvent / subscribeNewsletter reject with this message. */
  failWith?: string;
  onRegisterEvent?: (payload: EventRegistrationPayload) => void;
  onSubscribeNewsletter?: (input: NewsletterSubscription) => void;
  onRequestSignIn?: (view: SignInView, returnTo: string) => void;
}

/** A demo consumer for simulators and stories. */
export const simulatedProfile: FormsProfile = {
  email: 'alex.morgan@example.com',
  firstName: 'Alex',
  lastName: 'Morgan',
  gender: 'X',
  phoneNumber: '+1 5145550123',
};

/** {@link FormsServices} for Storybook, tests and the preview tool: no network, callbacks only. */
export function createFormsSimulator(options: FormsSimulatorOptions = {}): FormsServices {
  const wait = () => new Promise<void>((resolve) => setTimeout(resolve, options.latencyMs ?? 0));
  const settle = async () => {
    await wait();
    if (options.failWith) throw new Error(options.failWith);
  };
  return {
    getProfile: async () => options.profile ?? null,
    registerEvent: async (payload) => {
      options.onRegisterEvent?.(payload);
      await settle();
    },
    subscribeNewsletter: async (input) => {
      options.onSubscribeNewsletter?.(input);
      await settle();
    },
    ...(options.onRequestSignIn
      ? {
          requestSignIn: (view: SignInView, returnTo: string) =>
            options.onRequestSignIn?.(view, returnTo),
        }
      : {}),
  };
}
