import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmployeeSpendBanner } from './EmployeeSpendBanner';
import { associateLabelsIn } from './storyLabels';

const meta = {
  title: 'Commerce/Account/Associate/EmployeeSpendBanner',
  component: EmployeeSpendBanner,
  args: {
    spend: { currentSpend: 420.5, annualCap: 1500 },
    currency: 'USD',
    locale: 'en-US',
    labels: associateLabelsIn('en').spend,
  },
} satisfies Meta<typeof EmployeeSpendBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Current spend against the annual cap, and what is left (the seeded employee). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', {
      name: 'Employee discount allowance',
    });
    await expect(banner).toHaveTextContent(
      'You have used $420.50 of your $1,500.00 annual allowance.',
    );
    await expect(banner).toHaveTextContent('$1,079.50 left this year.');
  },
};

/** The cap reached: the associate discount no longer applies. */
export const CapReached: Story = {
  args: { spend: { currentSpend: 1500, annualCap: 1500 } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', {
      name: 'Employee discount allowance',
    });
    await expect(banner).toHaveTextContent('$1,500.00 of your $1,500.00');
    await expect(banner).toHaveTextContent(
      'You have reached your annual allowance: the associate discount no longer applies.',
    );
  },
};

/** French (fr-CA; Canadian dollars show their code, spec 2 §5). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { currency: 'CAD', locale: 'fr-CA', labels: associateLabelsIn('fr').spend },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', {
      name: 'Allocation du rabais employé',
    });
    await expect(banner).toHaveTextContent(/Vous avez utilisé 420,50\sCAD de votre allocation/);
    await expect(banner).toHaveTextContent(/Il vous reste 1\s079,50\sCAD cette année\./);
  },
};

/** French, the cap reached. */
export const FrenchCapReached: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    spend: { currentSpend: 1500, annualCap: 1500 },
    currency: 'CAD',
    locale: 'fr-CA',
    labels: associateLabelsIn('fr').spend,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Vous avez atteint votre allocation annuelle/),
    ).toBeVisible();
  },
};
