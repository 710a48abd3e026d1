import { richTextFixtures } from '@storefront/blocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { FrameMessage } from '../../lib/frameMessages';
import { readShowcaseQuery } from '../../lib/query';
import { previewSimulation } from '../../lib/simulation';
import { LiveCanvas } from './LiveCanvas.client';

const edited = {
  id: 'about-en-us',
  slots: {
    main: [
      { type: 'richText', id: 'edited', fields: { html: '<h2>Edited in the tool</h2>' } },
      richTextFixtures.valid,
    ],
  },
};

/** Sends a message as the tool's page does (same origin). */
const send = (message: FrameMessage | Record<string, unknown>, origin = window.location.origin) =>
  window.postMessage(message, origin);

const meta = {
  title: 'Preview tool/LiveCanvas',
  component: LiveCanvas,
  args: {
    simulation: previewSimulation(readShowcaseQuery({}), '/en-us/about'),
    children: (
      <section>
        <h2>Server render</h2>
        <p>The stored document as the render-only route rendered it.</p>
      </section>
    ),
  },
} satisfies Meta<typeof LiveCanvas>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before any edit: the server render. */
export const ServerRender: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Server render' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-render]')).toHaveAttribute(
      'data-render',
      'server',
    );
  },
};

/** An edited document from the page replaces the server render; `null` brings it back. */
export const EditedDocument: Story = {
  play: async ({ canvas, canvasElement }) => {
    send({ source: 'preview-tool', kind: 'document', document: edited });
    await expect(await canvas.findByRole('heading', { name: 'Edited in the tool' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Server render' })).toBeNull();
    await expect(canvasElement.querySelector('[data-render]')).toHaveAttribute(
      'data-render',
      'edited',
    );
    send({ source: 'preview-tool', kind: 'document', document: null });
    await expect(await canvas.findByRole('heading', { name: 'Server render' })).toBeVisible();
  },
};

/** An edited document with an unknown block: the preview placeholder names it. */
export const EditedWithProblem: Story = {
  play: async ({ canvas }) => {
    send({
      source: 'preview-tool',
      kind: 'document',
      document: { id: 'x', slots: { main: [{ type: 'notABlock', id: 'nb', fields: {} }] } },
    });
    await expect((await canvas.findAllByText(/notABlock/))[0]).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Server render' })).toBeNull();
  },
};

/** Messages that are not the tool's are ignored: the server render stays. */
export const IgnoresForeignMessages: Story = {
  play: async ({ canvas }) => {
    send({ source: 'someone-else', kind: 'document', document: edited });
    send({ kind: 'document', document: edited });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Server render' })).toBeVisible(),
    );
    await expect(canvas.queryByRole('heading', { name: 'Edited in the tool' })).toBeNull();
  },
};
