import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { frameSrc } from '../BreakpointFrame/storyFrame';
import { DocumentWorkbench } from './DocumentWorkbench.client';

const document = { id: 'about-en-us', title: 'About', slots: { main: [] } };

const meta = {
  title: 'Preview tool/DocumentWorkbench',
  component: DocumentWorkbench,
  args: { document, frames: [{ breakpoint: 'md', src: frameSrc('About') }] },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DocumentWorkbench>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One breakpoint, editor closed. */
export const SingleFrame: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('About at md')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit JSON' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Every breakpoint side by side. */
export const AllBreakpoints: Story = {
  args: {
    frames: [
      { breakpoint: 'sm', src: frameSrc('About') },
      { breakpoint: 'md', src: frameSrc('About') },
      { breakpoint: 'lg', src: frameSrc('About') },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('About at sm')).toBeInTheDocument();
    await expect(canvas.getByTitle('About at lg')).toBeInTheDocument();
  },
};

/** "Edit JSON" opens the editor with the stored document; it closes again. */
export const EditorOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit JSON' }));
    const close = canvas.getByRole('button', { name: 'Close JSON editor' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByText(/"about-en-us"/)).toBeInTheDocument();
    await expect(canvas.getByTitle('About at md')).toBeInTheDocument();
    await userEvent.click(close);
    await expect(canvas.getByRole('button', { name: 'Edit JSON' })).toBeVisible();
  },
};

/** A document without a title: frames are named by its id. */
export const Untitled: Story = {
  args: { document: { id: 'about-en-us' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('about-en-us at md')).toBeInTheDocument();
  },
};
