import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BreakpointFrame } from './BreakpointFrame.client';
import { frameSrc } from './storyFrame';

const meta = {
  title: 'Preview tool/BreakpointFrame',
  component: BreakpointFrame,
  args: {
    src: frameSrc('About'),
    breakpoint: 'md',
    title: 'About at md',
    documentId: 'about-en-us',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BreakpointFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** md: a 768 px wide viewport that takes the height its content reports. */
export const Medium: Story = {
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('About at md');
    await expect(frame).toHaveStyle({ width: '768px' });
    await waitFor(() => expect(frame).toHaveStyle({ height: '240px' }));
    await expect(canvas.getByText(/^md · 768 px/)).toBeInTheDocument();
  },
};

/** sm: 375 px, a phone's device height until the content reports its own. */
export const Small: Story = {
  args: { breakpoint: 'sm', title: 'About at sm', src: frameSrc('About', 900) },
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('About at sm');
    await expect(frame).toHaveStyle({ width: '375px' });
    await waitFor(() => expect(frame).toHaveStyle({ height: '900px' }));
  },
};

/** lg in a narrow column: the 1280 px viewport is kept and the frame is scaled down. */
export const ScaledToColumn: Story = {
  args: { breakpoint: 'lg', title: 'About at lg' },
  decorators: [
    (Story) => (
      <div style={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('About at lg');
    await expect(frame).toHaveStyle({ width: '1280px' });
    await waitFor(() => expect(canvas.getByText(/shown at 31 %/)).toBeInTheDocument());
    await expect(frame.style.transform).toBe('scale(0.3125)');
  },
};
