import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { shellTranslator } from '../../i18n/translate';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Storefront/SkipLink',
  component: SkipLink,
  args: { label: shellTranslator('en')('skipToContent') },
  decorators: [
    (Story) => (
      <>
        <Story />
        <button type="button">A header control</button>
        <main id="main" tabIndex={-1}>
          <h1>Page content</h1>
        </main>
      </>
    ),
  ],
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until focused: the first Tab shows it, and it points at `#main`. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveAttribute('href', '#main');
    // Moved above the viewport until focused.
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

/** French words. */
export const French: Story = {
  args: { label: shellTranslator('fr')('skipToContent') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Aller au contenu principal' }),
    ).toBeInTheDocument();
  },
};
