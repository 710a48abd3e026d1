import { simulatedProfile } from '@storefront/blocks/services';

const actions = vi.hoisted(() => ({
  loadFormsProfile: vi.fn(),
  registerEventAction: vi.fn(),
  subscribeNewsletterAction: vi.fn(),
}));
vi.mock('./servicesForms', () => actions);

// The unit project shares one module graph per worker: load the client afresh so it gets the
// mocked server actions even when another file (services.client.ts's users) imported it first.
vi.resetModules();
const { formsServices } = await import('./servicesFormsClient');

const payload = {
  ...simulatedProfile,
  attendingDays: ['2026-06-12'],
  eventId: 'trail-days-2026',
  eventTermsAccepted: true as const,
  plusOne: false,
  registrationTimestamp: '2026-05-01T10:30:00.000Z',
};

describe('storefront forms services (BlockServices.forms)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('calls the server actions with the locale and resolves on success', async () => {
    actions.loadFormsProfile.mockResolvedValue(simulatedProfile);
    actions.registerEventAction.mockResolvedValue({ ok: true });
    const forms = formsServices('fr-ca', () => {});
    await expect(forms.getProfile()).resolves.toEqual(simulatedProfile);
    await expect(forms.registerEvent(payload)).resolves.toBeUndefined();
    expect(actions.registerEventAction).toHaveBeenCalledWith('fr-ca', payload);
  });

  it('turns a failed action into an Error carrying the message to show (spec 3 §8)', async () => {
    actions.registerEventAction.mockResolvedValue({
      ok: false,
      message: 'The event terms must be accepted',
    });
    actions.subscribeNewsletterAction.mockResolvedValue({
      ok: false,
      message: 'Please sign in to subscribe to the newsletter.',
    });
    const forms = formsServices('en-us', () => {});
    await expect(forms.registerEvent(payload)).rejects.toThrow('The event terms must be accepted');
    await expect(
      forms.subscribeNewsletter({ email: 'sam@example.com', policyAccepted: true }),
    ).rejects.toThrow('Please sign in');
  });

  it('routes step 1 to the sign-in or sign-up page with returnTo', () => {
    const navigate = vi.fn();
    const forms = formsServices('en-gb', navigate);
    forms.requestSignIn?.('signIn', '/en-gb/events#event-signup');
    forms.requestSignIn?.('signUp', '/en-gb/events#event-signup');
    expect(navigate.mock.calls).toEqual([
      ['/en-gb/sign-in?returnTo=%2Fen-gb%2Fevents%23event-signup'],
      ['/en-gb/sign-up?returnTo=%2Fen-gb%2Fevents%23event-signup'],
    ]);
  });

  it('opens the sign-in dialog for step 1 when the host has one; sign-up still routes', () => {
    const navigate = vi.fn();
    const openSignIn = vi.fn();
    const forms = formsServices('fr-ca', navigate, openSignIn);
    forms.requestSignIn?.('signIn', '/fr-ca/events#event-signup');
    forms.requestSignIn?.('signUp', '/fr-ca/events#event-signup');
    expect(openSignIn.mock.calls).toEqual([['/fr-ca/events#event-signup']]);
    expect(navigate.mock.calls).toEqual([
      ['/fr-ca/sign-up?returnTo=%2Ffr-ca%2Fevents%23event-signup'],
    ]);
  });
});
