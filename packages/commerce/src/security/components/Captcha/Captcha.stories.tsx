import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { labelsIn } from '../../../messages/labelsIn';
import { Captcha, type CaptchaHandle, type CaptchaProps } from './Captcha.client';

const captchaLabelsFr = labelsIn('fr').captcha;

const issue = async () => ({ token: 'story-captcha-token', expiresIn: 120 });

/** The widget with a submit button that asks it for its response, as a form does. */
function Harness(props: CaptchaProps) {
  const ref = useRef<CaptchaHandle>(null);
  const [sent, setSent] = useState('');
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Captcha {...props} ref={ref} />
      <button
        type="button"
        onClick={async () => setSent((await ref.current?.execute()) ?? 'nothing')}
      >
        Submit
      </button>
      <button type="button" onClick={() => ref.current?.reset()}>
        Failed submit
      </button>
      <output>{sent && `Sent: ${sent}`}</output>
    </div>
  );
}

const meta = {
  title: 'Commerce/Account/Captcha',
  component: Captcha,
  render: (args) => <Harness {...args} />,
  args: { action: 'login', provider: 'test', requestTestToken: fn(issue), onToken: fn() },
} satisfies Meta<typeof Captcha>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The test provider before the click: "I'm not a robot", unchecked. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'I’m not a robot' })).not.toBeChecked();
    await expect(args.requestTestToken).not.toHaveBeenCalled();
  },
};

/** One click obtains a token for the action; the box is checked and the form sends it. */
export const Verified: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I’m not a robot' }));
    await waitFor(() => expect(canvas.getByRole('checkbox')).toBeChecked());
    await expect(args.requestTestToken).toHaveBeenCalledWith('login');
    await expect(args.onToken).toHaveBeenCalledWith('story-captcha-token');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Sent: story-captcha-token')).toBeVisible();
  },
};

/** Submitted before the click: the widget asks for it and nothing is sent. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Please confirm you are not a robot.')).toBeVisible();
    await expect(canvas.getByText('Sent: nothing')).toBeVisible();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
  },
};

/** The provider could not be reached: an error, and the next click tries again. */
export const ProviderError: Story = {
  args: {
    requestTestToken: fn(async () => {
      throw new Error('captcha token: 429');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I’m not a robot' }));
    await expect(
      await canvas.findByText('The check did not work. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
};

/** Tokens are single-use: after a failed submit the widget is unchecked and asks again. */
export const ResetAfterFailedSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I’m not a robot' }));
    await waitFor(() => expect(canvas.getByRole('checkbox')).toBeChecked());
    await userEvent.click(canvas.getByRole('button', { name: 'Failed submit' }));
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(args.onToken).toHaveBeenLastCalledWith(null);
  },
};

/** In French (fr-CA). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: captchaLabelsFr, action: 'placeOrder' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Je ne suis pas un robot' }));
    await waitFor(() => expect(canvas.getByRole('checkbox')).toBeChecked());
    await expect(args.requestTestToken).toHaveBeenCalledWith('placeOrder');
  },
};
