import { defaultRegistry } from '@storefront/blocks';
import { heroBannerFixtures, richTextFixtures } from '@storefront/blocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { readShowcaseQuery } from '../../lib/query';
import { previewSimulation } from '../../lib/simulation';
import { DocumentBlocks } from './DocumentBlocks';

const segmentation = {
  type: 'segmentation',
  id: 'seg',
  fields: {
    segments: [
      {
        id: 'employee',
        targets: [
          { type: 'richText', id: 'seg-employee', fields: { html: '<h2>Staff only</h2>' } },
        ],
      },
    ],
    baselines: [{ type: 'richText', id: 'seg-base', fields: { html: '<h2>Everyone</h2>' } }],
  },
};

const simulation = (segments = '') =>
  previewSimulation(readShowcaseQuery({ segments }), '/en-us/story');

const meta = {
  title: 'Preview tool/DocumentBlocks',
  component: DocumentBlocks,
  args: {
    document: { id: 'doc', slots: { main: [richTextFixtures.valid, segmentation] } },
    simulation: simulation(),
    registry: defaultRegistry,
  },
} satisfies Meta<typeof DocumentBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the segmentation block shows its baseline. */
export const Guest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Everyone' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Staff only' })).toBeNull();
  },
};

/** The segment simulator's employee: the employee segment shows. */
export const Employee: Story = {
  args: { simulation: simulation('employee') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Staff only' })).toBeInTheDocument();
  },
};

/** An invalid and an unknown block: the renderer's placeholders, the rest renders. */
export const WithProblems: Story = {
  args: {
    document: {
      id: 'doc',
      slots: {
        main: [heroBannerFixtures.invalid, { type: 'noSuchBlock', id: 'x', fields: {} }],
        aside: [richTextFixtures.valid],
      },
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelectorAll('[data-block-placeholder]')).toHaveLength(2);
    await expect(canvas.getByText(/No block "noSuchBlock" in the registry/)).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-slot]')).toHaveLength(2);
  },
};

/** Not a document with slots (e.g. JSON edited into another shape). */
export const NoSlots: Story = {
  args: { document: { id: 'doc', slots: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This document has no slots with blocks.')).toBeInTheDocument();
  },
};
