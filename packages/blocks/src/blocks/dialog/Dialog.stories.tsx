import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { BlockServicesProvider } from '../../services/context.client';
import { createFormsSimulator, simulatedProfile } from '../../services/forms';
import { createServicesSimulator } from '../../services/simulators';
import { withHostWords } from '../../stories/withHostWords';
import { dialogFixtures as fx } from './fixtures';
import { dialogBlock } from './index';

const registry = createRegistry([dialogBlock]);
const registerEvent = fn();
/** What the stand-in host shows once asked to sign in (stories only). */
let showHostRequest: ((request: string) => void) | undefined;
const requestSignIn = fn((view: string, returnTo: string) =>
  showHostRequest?.(
    `${view === 'signUp' ? 'Sign-up' : 'Sign-in'} requested, then back to ${new URL(returnTo, window.location.href).hash}`,
  ),
);

/**
 * A stand-in for the host's sign-in and sign-up dialogs (the storefront's own, not the
 * block's): it shows which one the block asked for, so the story ends on that state.
 */
function HostStandIn({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<string>();
  useEffect(() => {
    showHostRequest = setRequest;
    return () => {
      showHostRequest = undefined;
    };
  }, []);
  return (
    <>
      {children}
      {request ? (
        <section aria-label="Host stand-in">
          <p role="status">{request}</p>
        </section>
      ) : null}
    </>
  );
}
const signedIn = (extra: Parameters<typeof createFormsSimulator>[0] = {}) =>
  createServicesSimulator({
    forms: createFormsSimulator({
      profile: simulatedProfile,
      onRegisterEvent: registerEvent,
      ...extra,
    }),
  });
const guest = createServicesSimulator({
  forms: createFormsSimulator({ onRequestSignIn: requestSignIn }),
});
/** The dialog is portalled to `<body>`, outside the story canvas. */
const page = () => within(document.body);
const openDialog = async (canvas: ReturnType<typeof within>, trigger: string, name: string) => {
  await userEvent.click(await canvas.findByRole('button', { name: trigger }));
  return page().findByRole('dialog', { name });
};

const meta = {
  title: 'Blocks/Dialog',
  component: RenderBlocks,
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.eventSignup], services: signedIn() },
  decorators: [
    (Story, { args }) => (
      <BlockServicesProvider services={args.services ?? guest}>
        <Story />
      </BlockServicesProvider>
    ),
    withHostWords,
  ],
  beforeEach: () => {
    registerEvent.mockClear();
    requestSignIn.mockClear();
    return () =>
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
  },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Event sign-up, signed in (step 2): the empty form fails with the spec's messages, a bad
 * guest name is refused, then the registration payload is sent and the confirmation shows.
 */
export const EventSignupJoin: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Sign up for Trail Days', 'Trail Days 2026');
    const d = within(dialog);
    await waitFor(() => expect(d.getByText('Step 2 of 2')).toBeVisible());
    await expect(d.getByText('June 12 – 14, 2026')).toBeVisible();
    await expect(dialog.querySelector('script')).toBeNull();
    await expect(d.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(d.getByRole('textbox', { name: 'Email' })).toHaveValue(simulatedProfile.email);
    await userEvent.click(d.getByRole('button', { name: 'Join Trail Days' }));
    await expect(await d.findByText('This field is required')).toBeVisible();
    await expect(d.getByText('Please check this box to continue')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /Guest name/ }), 'R2-D2');
    await userEvent.click(d.getByRole('checkbox', { name: 'Friday, June 12' }));
    await userEvent.click(d.getByRole('checkbox', { name: 'Sunday, June 14' }));
    await userEvent.click(d.getByRole('checkbox', { name: /event terms/ }));
    await userEvent.click(d.getByRole('button', { name: 'Join Trail Days' }));
    await expect(await d.findByText('Name is not valid.')).toBeVisible();
    await expect(registerEvent).not.toHaveBeenCalled();
    await userEvent.clear(d.getByRole('textbox', { name: /Guest name/ }));
    await userEvent.type(d.getByRole('textbox', { name: /Guest name/ }), 'Zoë O’Neil');
    await userEvent.click(d.getByRole('button', { name: 'Join Trail Days' }));
    await expect(await d.findByRole('heading', { name: 'See you on the trail' })).toBeVisible();
    await expect(registerEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        email: simulatedProfile.email,
        firstName: 'Alex',
        eventId: 'trail-days-2026',
        attendingDays: ['2026-06-12', '2026-06-14'],
        eventTermsAccepted: true,
        plusOne: true,
        plusOneName: 'Zoë O’Neil',
      }),
    );
    await userEvent.click(d.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/** While sending: the submit button is disabled and busy (spec 3 §5 "Submit is disabled while sending"). */
export const EventSignupSubmitting: Story = {
  args: { blocks: [fx.eventOneDay], services: signedIn({ latencyMs: 60_000 }) },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Join the repair café', 'Repair café');
    const d = within(dialog);
    await expect(await d.findByRole('checkbox', { name: 'Saturday, September 5' })).toBeChecked();
    await expect(d.queryByRole('textbox', { name: /Guest name/ })).toBeNull();
    await userEvent.click(d.getByRole('checkbox', { name: /event terms/ }));
    await userEvent.click(d.getByRole('button', { name: 'Join event' }));
    const sending = await d.findByRole('button', { name: /Sending/ });
    await expect(sending).toBeDisabled();
  },
};

/** A failed registration: a dismissible error alert with the message (spec 3 §8). */
export const EventSignupError: Story = {
  args: {
    blocks: [fx.eventOneDay],
    services: signedIn({ failWith: 'This event is full.' }),
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Join the repair café', 'Repair café');
    const d = within(dialog);
    await userEvent.click(await d.findByRole('checkbox', { name: /event terms/ }));
    await userEvent.click(d.getByRole('button', { name: 'Join event' }));
    const alert = await d.findByRole('alert');
    await expect(alert).toHaveTextContent('This event is full.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(d.queryByRole('alert')).toBeNull());
    await expect(d.getByRole('button', { name: 'Join event' })).toBeEnabled();
  },
};

/**
 * A guest: step 1, sign in or create an account, through the host (spec 3 §2 Modals, §4); each
 * closes the event dialog, the host's dialog or page takes over.
 */
export const EventSignupGuest: Story = {
  args: { services: guest },
  decorators: [
    (Story) => (
      <HostStandIn>
        <Story />
      </HostStandIn>
    ),
  ],
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Sign up for Trail Days', 'Trail Days 2026');
    const d = within(dialog);
    await waitFor(() => expect(d.getByText('Step 1 of 2')).toBeVisible());
    await userEvent.click(d.getByRole('button', { name: 'Sign in' }));
    await expect(requestSignIn).toHaveBeenCalledWith(
      'signIn',
      expect.stringMatching(/#event-signup$/),
    );
    // The event dialog closes for the host's sign-in dialog (one dialog at a time, spec 1 §2).
    await waitFor(() =>
      expect(page().queryByRole('dialog', { name: 'Trail Days 2026' })).not.toBeInTheDocument(),
    );
    const again = within(await openDialog(canvas, 'Sign up for Trail Days', 'Trail Days 2026'));
    await waitFor(() => expect(again.getByText('Step 1 of 2')).toBeVisible());
    await userEvent.click(again.getByRole('button', { name: 'Create an account' }));
    await expect(requestSignIn).toHaveBeenLastCalledWith(
      'signUp',
      expect.stringMatching(/#event-signup$/),
    );
    // The story ends on the host's turn: the stand-in names the sign-up it was asked for.
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Sign-up requested, then back to #event-signup',
    );
  },
};

/** A host without the forms service: the dialog says sign-up is unavailable (no crash). */
export const EventSignupNoService: Story = {
  args: { services: createServicesSimulator() },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Sign up for Trail Days', 'Trail Days 2026');
    await waitFor(() =>
      expect(within(dialog).getByText('Sign-up is not available right now.')).toBeVisible(),
    );
  },
};

/** A link to `#event-signup` elsewhere on the page opens the dialog; closing removes the hash. */
export const OpensFromLink: Story = {
  decorators: [
    (Story) => (
      <>
        <p>
          <a href="#event-signup">Trail Days: register now</a>
        </p>
        <Story />
      </>
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Trail Days: register now' }));
    const dialog = await page().findByRole('dialog', { name: 'Trail Days 2026' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(window.location.hash).toBe('');
    await expect(dialog).not.toBeInTheDocument();
  },
};

/** A page opened at `…#event-signup` (e.g. back from signing in) shows the dialog at once. */
export const OpensFromHashOnLoad: Story = {
  beforeEach: () => {
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${window.location.search}#event-signup`,
    );
  },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Trail Days 2026' });
    await waitFor(() => expect(within(dialog).getByText('Step 2 of 2')).toBeVisible());
  },
};

/** Content dialog, media on top, rich text and a target. */
export const ContentMediaTop: Story = {
  args: { blocks: [fx.contentTop] },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Read the promise', 'Our repair promise');
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: /ridge at dusk/ })).toBeVisible(),
    );
    await expect(within(dialog).getByRole('link', { name: 'Find a store' })).toBeVisible();
  },
};

const mediaBeside = (dialog: HTMLElement) => {
  const image = within(dialog).getByRole('img').getBoundingClientRect();
  const text = within(dialog).getByText(/./, { selector: 'p' }).getBoundingClientRect();
  return image.right <= text.left + 1;
};

/** Media left (normal, 2:3) beside the body on large screens. */
export const MediaLeftNormal: Story = {
  args: { blocks: [fx.leftNormal] },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Members weekend', 'Members weekend');
    await waitFor(() => expect(mediaBeside(dialog)).toBe(true));
  },
};

/** The same on a phone: the media stacks above the body. */
export const MediaLeftNormalSmall: Story = {
  ...MediaLeftNormal,
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Members weekend', 'Members weekend');
    await waitFor(() => expect(mediaBeside(dialog)).toBe(false));
  },
};

/** Media left (large, 3:2). */
export const MediaLeftLarge: Story = {
  args: { blocks: [fx.leftLarge] },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'See the collection', 'The autumn collection');
    await waitFor(() => expect(mediaBeside(dialog)).toBe(true));
  },
};

/** Media in the body, after the text. */
export const MediaInBody: Story = {
  args: { blocks: [fx.mediaInBody] },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Store opening', 'Store opening');
    const text = within(dialog).getByText(/harbour front/);
    const image = within(dialog).getByRole('img');
    await expect(
      text.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/** French labels and dates (fr-CA). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { services: signedIn() },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Sign up for Trail Days', 'Trail Days 2026');
    await waitFor(() => expect(within(dialog).getByText('Étape 2 sur 2')).toBeVisible());
    await expect(within(dialog).getByRole('checkbox', { name: 'vendredi 12 juin' })).toBeVisible();
  },
};

/** Invalid CMS JSON in preview mode: the renderer's placeholder names the fields. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: dialog/ });
    await expect(placeholder).toHaveTextContent('fields.anchorId');
    await expect(placeholder).toHaveTextContent('fields.targets.0.url');
  },
};

/** Variant event-signup without its event content, in preview mode. */
export const MissingEventInPreview: Story = {
  args: { blocks: [fx.missingEvent], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: dialog/ });
    await expect(placeholder).toHaveTextContent('fields.event: Required for variant event-signup');
  },
};

/** An event that ends before it starts, in preview mode. */
export const EventDatesInvalidInPreview: Story = {
  args: { blocks: [fx.invalidEvent], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: dialog/ });
    await expect(placeholder).toHaveTextContent(
      'fields.event.endDate: endDate is before startDate',
    );
  },
};
