import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { simulateGallery } from '../../services/editorial';
import { createServicesSimulator } from '../../services/simulators';
import { servicesStoryMeta, viewports } from '../../stories/withServices';
import { demoGalleryMedia, ugcGalleryFixtures as fx } from './fixtures';
import { ugcGalleryBlock } from './index';

const onLoad = fn();
const withGallery = (
  behaviour: Parameters<typeof simulateGallery>[1] = {},
  media = demoGalleryMedia,
) => createServicesSimulator({ gallery: simulateGallery(media, { onLoad, ...behaviour }) });
const services = withGallery({ delayMs: 150 });
/** The dialog is portalled to `<body>`, outside the story canvas. */
const page = () => within(document.body);
const tiles = (canvas: ReturnType<typeof within>) =>
  canvas.findAllByRole('button', { name: /^Photo shared by/ });

const meta = {
  title: 'Blocks/UgcGallery',
  component: RenderBlocks,
  ...servicesStoryMeta({ blocks: [ugcGalleryBlock], document: [fx.valid], services }),
  beforeEach: () => {
    onLoad.mockClear();
  },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

const { sm, lg } = viewports;

/** Stream gallery (first service) on lg: a carousel of 12 media with arrows and the gallery link. */
export const Carousel: Story = {
  globals: lg,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: '#summitlab on the trail' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View the full gallery' })).toHaveAttribute(
      'href',
      '/en-us/community',
    );
    await expect(await tiles(canvas)).toHaveLength(12);
    await expect(onLoad).toHaveBeenCalledWith({
      kind: 'stream',
      containerId: 'str-community',
      count: 12,
    });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
  },
};

/** On sm: 2.2 tiles per view, swipe (no arrows). */
export const CarouselSmall: Story = {
  globals: sm,
  play: async ({ canvas }) => {
    await expect(await tiles(canvas)).toHaveLength(12);
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
  },
};

/** While the service answers: skeleton tiles and a busy region. */
export const Loading: Story = {
  args: { services: withGallery({ pending: true }) },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading gallery');
  },
};

/** Customer gallery (the second service): nothing is asked before 500 ms, then a grid. */
export const SecondServiceAfter500ms: Story = {
  args: { blocks: [fx.customer] },
  globals: lg,
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(onLoad).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(onLoad).toHaveBeenCalledWith({
        kind: 'customer',
        containerId: 'alpine-na',
        filter: 'climb',
        count: 6,
      }),
    );
    await expect(await tiles(canvas)).toHaveLength(3);
  },
};

/** Grid layout: 2, 4 or 6 columns by breakpoint. */
export const Grid: Story = {
  args: { blocks: [fx.grid] },
  globals: lg,
  play: async ({ canvas }) => {
    await expect(await tiles(canvas)).toHaveLength(12);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
  },
};

/** Opening an item: the ui Dialog with the image, its caption and author; Escape closes it. */
export const DialogOpen: Story = {
  args: { blocks: [fx.grid] },
  play: async ({ canvas }) => {
    const [first] = await tiles(canvas);
    await userEvent.click(first as HTMLElement);
    const dialog = await page().findByRole('dialog', { name: 'Photo by @trailmara' });
    // Visible once the dialog's opening transition (opacity from 0, 250 ms) has run.
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: /runner on a ridge trail/ })).toBeVisible(),
    );
    await waitFor(() => expect(within(dialog).getByText(/#summitlab #trail/)).toBeVisible());
  },
};

/** Closing the dialog returns to the gallery. */
export const DialogClose: Story = {
  args: { blocks: [fx.grid] },
  play: async ({ canvas }) => {
    const [, second] = await tiles(canvas);
    await userEvent.click(second as HTMLElement);
    const dialog = await page().findByRole('dialog', { name: 'Photo by @alpine.jo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(page().queryByRole('dialog', { name: 'Photo by @alpine.jo' })).toBeNull(),
    );
  },
};

/** No media in the container: the heading only. */
export const Empty: Story = {
  args: { services: withGallery({}, []) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(onLoad).toHaveBeenCalled());
    await expect(canvas.getByRole('heading', { name: '#summitlab on the trail' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** The host's logger (`services.log`) of the failing story. */
const onLog = fn();

/** The service fails: the error is only logged (the host's `services.log`), the heading stays. */
export const ErrorLogged: Story = {
  args: { services: { ...withGallery({ fail: 'HTTP 503' }), log: onLog } },
  beforeEach: () => {
    onLog.mockClear();
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(onLog).toHaveBeenCalledWith(
        expect.objectContaining({ level: 'error', event: 'gallery.unavailable' }),
      ),
    );
    await expect(canvas.getByRole('heading', { name: '#summitlab on the trail' })).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** A host without the gallery service: the heading and link, nothing loads. */
export const NoService: Story = {
  args: { services: createServicesSimulator() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '#summitlab on the trail' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** en-GB has no gallery URL of its own: the default locale's (en-us) is linked. */
export const DefaultLocaleUrl: Story = {
  args: {
    services: {
      ...withGallery(),
      locale: { tag: 'en-GB', currency: 'GBP', path: 'en-gb' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View the full gallery' })).toHaveAttribute(
      'href',
      '/en-us/community',
    );
  },
};

/** fr-CA: its own gallery URL and French labels. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { services: withGallery() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Voir toute la galerie' })).toHaveAttribute(
      'href',
      '/fr-ca/communaute',
    );
  },
};

/** Minimal fields: no title, carousel named by the default label. */
export const Minimal: Story = {
  args: { blocks: [fx.minimal] },
  play: async ({ canvas }) => {
    await expect(await tiles(canvas)).toHaveLength(12);
    await expect(canvas.getByRole('region', { name: 'Community photos' })).toBeVisible();
  },
};

/** Invalid CMS JSON in preview mode: the renderer's placeholder names the fields. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: ugcGallery/ });
    await expect(placeholder).toHaveTextContent('fields.containerId');
  },
};
