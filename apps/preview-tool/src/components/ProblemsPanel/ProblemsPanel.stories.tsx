import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { highlightAttribute } from '../../lib/frameMessages';
import type { PreviewProblem } from '../../lib/problems';
import { ProblemsPanel } from './ProblemsPanel.client';

const problems: PreviewProblem[] = [
  {
    documentId: 'renderer-check-en-us',
    documentTitle: 'Renderer check',
    blockPath: 'slots.main[2] > heroBanner#check-hero-invalid',
    blockId: 'check-hero-invalid',
    fieldPath: 'title',
    message: 'Invalid input: expected string, received undefined',
  },
  {
    documentId: 'renderer-check-en-us',
    documentTitle: 'Renderer check',
    blockPath: 'slots.main[3] > holographicCarousel#check-unknown',
    blockId: 'check-unknown',
    fieldPath: 'type',
    message: 'No block "holographicCarousel" in the registry',
  },
];

/** A same-origin frame standing in for a document's breakpoint frame. */
const frameHtml = `<!doctype html><html lang="en"><head><title>Frame</title></head><body>
<div style="height:1200px">Above</div>
<section data-block-id="check-unknown">Unknown block placeholder</section></body></html>`;

const meta = {
  title: 'Preview tool/ProblemsPanel',
  component: ProblemsPanel,
  args: { problems },
} satisfies Meta<typeof ProblemsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two problems: document, block path (a link to the block), field path and message. */
export const WithProblems: Story = {
  decorators: [
    (Story) => (
      <div>
        <Story />
        <iframe
          title="Renderer check at lg"
          data-document-id="renderer-check-en-us"
          srcDoc={frameHtml}
          style={{ width: 600, height: 300, border: 0 }}
        />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Problems (2)' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByText('No block "holographicCarousel" in the registry')).toBeVisible();
    const frame = canvasElement.querySelector('iframe') as HTMLIFrameElement;
    await waitFor(() =>
      expect(frame.contentDocument?.querySelector('[data-block-id]')).not.toBeNull(),
    );
    await userEvent.click(
      canvas.getByRole('link', { name: 'slots.main[3] > holographicCarousel#check-unknown' }),
    );
    const block = frame.contentDocument?.querySelector('[data-block-id="check-unknown"]');
    await expect(block?.hasAttribute(highlightAttribute)).toBe(true);
  },
};

/** Nothing to report. */
export const NoProblems: Story = {
  args: { problems: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Problems (0)' })).toBeInTheDocument();
    await expect(canvas.getByText('No problems in the shown documents.')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
