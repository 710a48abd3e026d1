import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { createServicesSimulator } from '../../services/simulators';
import { videoFixtures as fx } from './fixtures';
import { videoBlock } from './index';

const registry = createRegistry([videoBlock]);
const services = createServicesSimulator();

/** Whether the player's stylesheet is in the document (it comes with the dynamic import). */
const playerCssLoaded = () =>
  [...document.styleSheets].some((sheet) => {
    try {
      return [...sheet.cssRules].some((rule) => rule.cssText.includes('.cld-video-player'));
    } catch {
      return false;
    }
  });

const meta = {
  title: 'Blocks/Video',
  component: RenderBlocks,
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid], services },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Before play: the sized poster (16:9 box reserved) and a real play button; no player element.
 * (The player's CSS may be in the page already when another story of this file played.)
 */
export const Poster: Story = {
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Play video: Trail Days in four seconds' });
    await expect(button).toBeEnabled();
    const frame = canvasElement.querySelector('[data-video-stage]') as HTMLElement;
    await expect(frame.dataset.videoStage).toBe('poster');
    const { width, height } = frame.getBoundingClientRect();
    await expect(Math.round((width / height) * 9)).toBe(16);
    await expect(canvasElement.querySelector('video, .video-js')).toBeNull();
  },
};

/**
 * Play: the player is imported (its element and CSS appear) with the local video and its
 * captions. (A scripted click is no user gesture, so the browser may refuse sound: only logged.)
 */
export const PlayLoadsThePlayer: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Play video/ }));
    await waitFor(() => expect(canvasElement.querySelector('.video-js')).not.toBeNull(), {
      timeout: 10_000,
    });
    await waitFor(() => expect(playerCssLoaded()).toBe(true));
    const frame = canvasElement.querySelector('[data-video-stage]') as HTMLElement;
    await waitFor(() => expect(frame.dataset.videoStage).toBe('player'));
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await waitFor(() => expect(video.currentSrc).toMatch(/^data:video\/webm/));
    await waitFor(() =>
      expect(
        canvasElement.querySelector('.vjs-subs-caps-button, .vjs-captions-button'),
      ).not.toBeNull(),
    );
  },
};

/** Chapters are a list in time order; choosing one loads the player and seeks there. */
export const Chapters: Story = {
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Chapters: Trail Days in four seconds' });
    const chapters = within(nav).getAllByRole('button');
    await expect(chapters.map((c) => c.textContent)).toEqual(['0:00Sunrise', '0:02The lake']);
    await userEvent.click(chapters[1] as HTMLElement);
    await waitFor(() => expect(canvasElement.querySelector('.video-js')).not.toBeNull(), {
      timeout: 10_000,
    });
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await waitFor(() => expect(video.currentTime).toBeGreaterThanOrEqual(1.9), { timeout: 10_000 });
  },
};

/** Transcripts are text (a disclosure per language), readable without playing. */
export const Transcripts: Story = {
  play: async ({ canvas }) => {
    const english = canvas.getByText('Transcript: English');
    await userEvent.click(english);
    await expect(canvas.getByText(/The sun rises over the ridge/)).toBeVisible();
    await expect(canvas.getByText('Transcript: Français').closest('details')).toHaveAttribute(
      'lang',
      'fr',
    );
  },
};

/** Autoplay (muted, looped, no controls): the player loads when the video scrolls into view. */
export const Autoplay: Story = {
  args: { blocks: [fx.autoplay] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.video-js')).not.toBeNull(), {
      timeout: 10_000,
    });
    const frame = canvasElement.querySelector('[data-video-stage]') as HTMLElement;
    await waitFor(() => expect(frame.dataset.videoStage).toBe('player'));
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await waitFor(() => expect(video.muted).toBe(true));
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(0), { timeout: 10_000 });
  },
};

/** A square (1:1) frame. */
export const Square: Story = {
  args: { blocks: [fx.square] },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-video-stage]') as HTMLElement;
    const { width, height } = frame.getBoundingClientRect();
    await expect(Math.round(width)).toBe(Math.round(height));
  },
};

/** On a phone: the frame keeps its ratio at full width. */
export const PosterSmall: Story = {
  ...Poster,
  globals: { viewport: { value: 'sm', isRotated: false } },
};

/** Minimal: no poster (the frame is a dark box), the default title, no chapters or transcripts. */
export const Minimal: Story = {
  args: { blocks: [fx.minimal] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play video: Video' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Invalid CMS JSON in preview mode: the renderer's placeholder names the fields. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: video/ });
    await expect(placeholder).toHaveTextContent('fields.cloudinaryAsset.cloudName');
    await expect(placeholder).toHaveTextContent('fields.cloudinaryAsset.publicId');
    await expect(placeholder).toHaveTextContent('fields.tracks.0.url');
    await expect(placeholder).toHaveTextContent('fields.chapters.0.startTime');
  },
};
