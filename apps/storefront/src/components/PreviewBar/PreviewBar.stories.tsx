import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { shellTranslator } from '../../i18n/translate';

const en = shellTranslator('en');
const fr = shellTranslator('fr');

import { PreviewBar } from './PreviewBar';

const meta = {
  title: 'Storefront/PreviewBar',
  component: PreviewBar,
  args: { label: en('previewBanner') },
} satisfies Meta<typeof PreviewBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Preview at the current time: the label only. */
export const Now: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Preview mode$/);
    await expect(canvas.queryByRole('time')).toBeNull();
  },
};

/** Preview at a chosen date-time (`previewDateTime`): shown in a `<time>`. */
export const AtDateTime: Story = {
  args: { dateTime: '2026-12-24T18:00:00Z' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Preview mode · 2026-12-24T18:00:00Z',
    );
    await expect(canvasElement.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-12-24T18:00:00Z',
    );
  },
};

/** French words. */
export const French: Story = {
  args: { label: fr('previewBanner'), dateTime: '2026-12-24T18:00:00Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Mode aperçu');
  },
};
