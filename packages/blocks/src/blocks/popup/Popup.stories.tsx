import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { createServicesSimulator } from '../../services/simulators';
import { servicesStoryMeta } from '../../stories/withServices';
import { popupDismissalsKey } from './dismissals';
import { popupFixtures as fx } from './fixtures';
import { popupBlock } from './index';

const track = fn();
const services = createServicesSimulator({ onTrack: track });
const eventNames = () => track.mock.calls.map(([event]) => (event as { name: string }).name);
/** The pop-up's dialog is portalled to `<body>`, outside the story canvas. */
const page = () => within(document.body);

const meta = {
  title: 'Blocks/Popup',
  component: RenderBlocks,
  ...servicesStoryMeta({ blocks: [popupBlock], document: [fx.valid], services }),
  beforeEach: () => {
    track.mockClear();
    window.localStorage.removeItem(popupDismissalsKey);
    return () => window.localStorage.removeItem(popupDismissalsKey);
  },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On page entry: minimized (a tab at the bottom), with the impression event (delay 10 min, so it stays minimized). */
export const Minimized: Story = {
  args: { blocks: [{ ...fx.valid, fields: { ...fx.valid.fields, delay: 600_000 } }] },
  play: async ({ canvas }) => {
    const tab = await canvas.findByRole('button', { name: 'Get 10% off' });
    await waitFor(() => expect(tab).toBeVisible());
    await expect(eventNames()).toEqual(['popupImpression']);
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** `delay: 300`: it expands by itself into the dialog, with the expand event. */
export const ExpandsAfterDelay: Story = {
  args: { blocks: [fx.quick] },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Join our newsletter' });
    await waitFor(() => expect(within(dialog).getByText('First access to sales.')).toBeVisible());
    await expect(within(dialog).getByText('Unsubscribe at any time.')).toBeVisible();
    await expect(eventNames()).toEqual(['popupImpression', 'popupExpand']);
  },
};

/** Pressing the tab expands it; a target click sends the click event. */
export const ExpandAndClick: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Get 10% off' }));
    const dialog = await page().findByRole('dialog', { name: 'Join our newsletter' });
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Summit Lab' })).toBeVisible(),
    );
    const link = within(dialog).getByRole('link', { name: 'Sign up' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await expect(eventNames()).toEqual(['popupImpression', 'popupExpand', 'popupClick']);
  },
};

/** The close action dismisses it: stored by name, it does not come back after its delay. */
export const DismissIsRemembered: Story = {
  args: { blocks: [fx.quick] },
  play: async ({ canvas }) => {
    const tab = await canvas.findByRole('complementary', { name: 'Get 10% off' });
    await userEvent.click(within(tab).getByRole('button', { name: 'Close' }));
    await expect(tab).not.toBeInTheDocument();
    await expect(JSON.parse(window.localStorage.getItem(popupDismissalsKey) ?? '[]')).toEqual([
      'newsletter-quick',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** Closing the expanded dialog (its close button) dismisses it too. */
export const CloseExpanded: Story = {
  args: { blocks: [fx.quick] },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Join our newsletter' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(window.localStorage.getItem(popupDismissalsKey)).toContain('newsletter-quick');
  },
};

/** Dismissed on an earlier visit: nothing shows, no event. */
export const AlreadyDismissed: Story = {
  args: { blocks: [fx.quick] },
  beforeEach: () => {
    window.localStorage.setItem(popupDismissalsKey, JSON.stringify(['newsletter-quick']));
  },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(eventNames()).toEqual([]);
  },
};

/** Registration type: light colours, large logo, two targets, no `maximizedTitle`. */
export const Registration: Story = {
  args: { blocks: [fx.registration] },
  play: async () => {
    const dialog = await page().findByRole('dialog', {
      name: 'Create an account and earn points on every order',
    });
    await expect(within(dialog).getAllByRole('link')).toHaveLength(2);
  },
};

/** Invalid CMS JSON in preview mode: the renderer's placeholder names the fields. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: popup/ });
    await expect(placeholder).toHaveTextContent('fields.name');
    await expect(placeholder).toHaveTextContent('fields.targets.0.url');
  },
};
