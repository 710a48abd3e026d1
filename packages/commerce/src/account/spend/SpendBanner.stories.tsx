import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTranslator } from '../../messages/labelsIn';
import { SpendBanner } from './SpendBanner';

const meta = {
  title: 'Commerce/Account/SpendBanner',
  component: SpendBanner,
  args: {
    programmes: [{ kind: 'employee', currentSpend: 420.5, limit: 1500 }],
    currency: 'USD',
    locale: 'en-US',
    t: storyTranslator('en', 'accountarea'),
  },
} satisfies Meta<typeof SpendBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An employee: spend against the annual cap, the share used to 1 decimal (spec 2 §9). */
export const Employee: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', {
      name: 'Employee discount allowance',
    });
    await expect(banner).toHaveTextContent(
      'You have used $420.50 of your $1,500.00 annual allowance (28%).',
    );
    await expect(banner).toHaveTextContent('$1,079.50 left this year.');
  },
};

/** An athlete, a WRANX and an IPA profile: credits, one region each. */
export const Credits: Story = {
  args: {
    programmes: [
      { kind: 'athlete', currentSpend: 350, limit: 2000 },
      { kind: 'WRANX', currentSpend: 120, limit: 800 },
      { kind: 'IPA', currentSpend: 640, limit: 1200 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Athlete credit' })).toHaveTextContent(
      '(17.5%)',
    );
    await expect(canvas.getByRole('region', { name: 'WRANX credit' })).toHaveTextContent(
      '$120.00 of your $800.00 annual WRANX credit (15%)',
    );
    await expect(canvas.getByRole('region', { name: 'IPA credit' })).toHaveTextContent('(53.3%)');
  },
};

/** The limit reached: no amount left. */
export const Reached: Story = {
  args: { programmes: [{ kind: 'employee', currentSpend: 1500, limit: 1500 }] },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region');
    await expect(banner).toHaveTextContent('(100%)');
    await expect(banner).toHaveTextContent("You have reached this year's limit.");
  },
};

/** No programme: nothing shown (the empty state). */
export const Empty: Story = {
  args: { programmes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('spend-banner')).toBeNull();
  },
};

/** French (fr-CA): CAD with its code, the percentage with a comma. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    programmes: [{ kind: 'IPA', currentSpend: 640, limit: 1200 }],
    currency: 'CAD',
    locale: 'fr-CA',
    t: storyTranslator('fr', 'accountarea'),
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Crédit IPA' });
    await expect(banner).toHaveTextContent(/640,00\sCAD/);
    await expect(banner).toHaveTextContent(/\(53,3\s%\)/);
    await expect(banner).toHaveTextContent(/Il vous reste 560,00\sCAD cette année\./);
  },
};
