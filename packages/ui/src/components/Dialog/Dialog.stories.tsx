import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, DialogClose } from './Dialog.client';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Forgot password',
    description: 'We will email you a link to reset it.',
    trigger: <Button>Open dialog</Button>,
    children: <TextField label="Email" type="email" name="email" />,
  },
  // The spec 1 §9 transition is asserted here: story tests keep its motion.
  parameters: { motion: true },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Centred; focus moves in, Escape closes and focus returns to the trigger. */
export const Modal: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Forgot password' });
    await expect(dialog).toHaveAccessibleDescription('We will email you a link to reset it.');
    await expect(dialog).toHaveAttribute('data-presentation', 'modal');
    // The spec 1 §9 transition: 250 ms.
    if (matchMedia('(prefers-reduced-motion: no-preference)').matches) {
      await expect(getComputedStyle(dialog).animationDuration).toBe('0.25s');
    }
    await waitFor(() => expect(body.getByLabelText('Email')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** A bottom sheet on sm/md, a full-height drawer at the right on lg (spec 1 §2). */
export const Panel: Story = {
  args: {
    presentation: 'panel',
    title: 'Mini cart',
    description: undefined,
    children: <p>Your cart is empty.</p>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await body.findByRole('dialog', { name: 'Mini cart' });
    await waitFor(() => expect(getComputedStyle(dialog).animationPlayState).toBe('running'));
    // Measured where the entrance ends (a fixed wait was too short on a busy machine).
    await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
    const rect = dialog.getBoundingClientRect();
    await expect(Math.round(rect.right)).toBe(document.documentElement.clientWidth);
    if (window.innerWidth >= 1024) {
      await expect(Math.round(rect.top)).toBe(0);
      await expect(Math.round(rect.height)).toBe(window.innerHeight);
    } else {
      await expect(Math.round(rect.left)).toBe(0);
      await expect(Math.round(rect.bottom)).toBe(window.innerHeight);
    }
  },
};

/** On sm (phone viewport) the panel is a bottom sheet. */
export const PanelSmall: Story = {
  ...Panel,
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async (context) => {
    await expect(window.innerWidth).toBeLessThan(768);
    await Panel.play?.(context);
  },
};

/** On lg (desktop viewport) the panel is a full-height drawer at the right. */
export const PanelLarge: Story = {
  ...Panel,
  globals: { viewport: { value: 'lg', isRotated: false } },
  play: async (context) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(1024);
    await Panel.play?.(context);
  },
};

/** Closed by the close button, labelled "Close". */
export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The title stays the accessible name while hidden. */
export const HiddenTitle: Story = {
  args: { hideTitle: true, description: undefined, children: <p>A promotional message.</p> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await expect(await body.findByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
  },
};

/** Footer actions stay in view; the body scrolls. */
export const WithFooterAndLongBody: Story = {
  args: {
    title: 'Employee terms',
    description: 'Read and accept the terms to use the associate discount.',
    size: 'sm',
    children: (
      <div>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>
            Clause {i + 1}. The associate discount applies to purchases for personal use only.
          </p>
        ))}
      </div>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Decline</Button>
        </DialogClose>
        <Button>Accept</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await body.findByRole('dialog', { name: 'Employee terms' });
    const accept = within(dialog).getByRole('button', { name: 'Accept' });
    const rect = accept.getBoundingClientRect();
    await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
    // Left open (after the 250 ms transition) so axe checks the scrolling dialog too.
    await new Promise((r) => setTimeout(r, 300));
  },
};

/** The footer's `DialogClose` closes the dialog. */
export const FooterClose: Story = {
  args: {
    footer: (
      <DialogClose asChild>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
