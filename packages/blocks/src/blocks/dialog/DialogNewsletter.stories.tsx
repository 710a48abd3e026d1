import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { BlockServicesProvider } from '../../services/context.client';
import { createFormsSimulator } from '../../services/forms';
import { createServicesSimulator } from '../../services/simulators';
import { dialogFixtures as fx } from './fixtures';
import { dialogBlock } from './index';

const registry = createRegistry([dialogBlock]);
const subscribe = fn();
const withForms = (failWith?: string) =>
  createServicesSimulator({
    forms: createFormsSimulator({
      onSubscribeNewsletter: subscribe,
      ...(failWith ? { failWith } : {}),
    }),
  });
/** The dialog is portalled to `<body>`, outside the story canvas. */
const page = () => within(document.body);
const openDialog = async (canvas: ReturnType<typeof within>, trigger: string, name: string) => {
  await userEvent.click(await canvas.findByRole('button', { name: trigger }));
  return page().findByRole('dialog', { name });
};

const meta = {
  title: 'Blocks/Dialog/Newsletter',
  component: RenderBlocks,
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.newsletter], services: withForms() },
  decorators: [
    (Story, { args }) => (
      <BlockServicesProvider services={args.services ?? withForms()}>
        <Story />
      </BlockServicesProvider>
    ),
  ],
  beforeEach: () => {
    subscribe.mockClear();
  },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A host without the forms service: the dialog shows its text, no form (never crashes). */
export const WithoutFormsService: Story = {
  args: { services: createServicesSimulator() },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Get trail news', 'Trail news');
    await waitFor(() => expect(within(dialog).getByText(/once a month/)).toBeVisible());
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};

/** The newsletter form: email and policy required, then subscribed (spec 3 §5 "Newsletter"). */
export const Subscribe: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Get trail news', 'Trail news');
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Subscribe' }));
    await expect(await d.findByText('This field is required')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.click(d.getByRole('button', { name: 'Subscribe' }));
    await expect(await d.findByText('Email is not valid')).toBeVisible();
    await userEvent.clear(d.getByRole('textbox', { name: /Email/ }));
    await userEvent.type(d.getByRole('textbox', { name: /Email/ }), 'sam@example.com');
    await userEvent.click(d.getByRole('checkbox', { name: /privacy policy/ }));
    await userEvent.click(d.getByRole('button', { name: 'Subscribe' }));
    await expect(await d.findByRole('status')).toHaveTextContent('the next issue is on its way');
    await expect(subscribe).toHaveBeenCalledWith({
      email: 'sam@example.com',
      policyAccepted: true,
      source: 'dialog:dialog-newsletter',
    });
  },
};

/** A failed subscription shows the message (spec 3 §8 "Newsletter error"). */
export const SubscribeError: Story = {
  args: { services: withForms('Email already subscribed.') },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Get trail news', 'Trail news');
    const d = within(dialog);
    await userEvent.type(d.getByRole('textbox', { name: /Email/ }), 'sam@example.com');
    await userEvent.click(d.getByRole('checkbox', { name: /privacy policy/ }));
    await userEvent.click(d.getByRole('button', { name: 'Subscribe' }));
    await expect(await d.findByRole('alert')).toHaveTextContent('Email already subscribed.');
  },
};
