import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { BlockServicesProvider } from '../../services/context.client';
import { createServicesSimulator } from '../../services/simulators';
import { withHostWords } from '../../stories/withHostWords';
import { megaMenuEvents } from './events';
import { megaMenuFixtures as fx } from './fixtures';
import { megaMenuBlock } from './index';
import * as styles from './MegaMenu.stories.css';

const registry = createRegistry([megaMenuBlock]);
const track = fn();
const services = createServicesSimulator({ onTrack: track });
const eventNames = () => track.mock.calls.map(([event]) => (event as { name: string }).name);
/** The drawer is portalled to `<body>`, outside the story canvas. */
const page = () => within(document.body);
const lg = { viewport: { value: 'lg', isRotated: false } };
const sm = { viewport: { value: 'sm', isRotated: false } };
const isDesktop = () => window.matchMedia('(min-width: 1024px)').matches;

const meta = {
  title: 'Blocks/MegaMenu',
  component: RenderBlocks,
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid], services },
  globals: lg,
  decorators: [
    (Story, { args }) => (
      <BlockServicesProvider services={args.services ?? services}>
        {/* A positioned header, as in the storefront: panels open below it, full width. */}
        <header className={styles.header}>
          <Story />
        </header>
        <p className={styles.page}>Page content under the menu.</p>
      </BlockServicesProvider>
    ),
    withHostWords,
  ],
  beforeEach: () => {
    track.mockClear();
  },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop (lg): the bar of top items; hovering Women opens its panel after the intent delay. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(isDesktop()).toBe(true);
    const women = canvas.getByRole('link', { name: 'Women' });
    await expect(women).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(women);
    await waitFor(() => expect(women).toHaveAttribute('aria-expanded', 'true'));
    const panel = document.getElementById(women.getAttribute('aria-controls') ?? '') as HTMLElement;
    await expect(within(panel).getByRole('link', { name: 'Shop all Women' })).toBeVisible();
    await expect(
      within(panel).getByRole('link', { name: /The autumn layering guide/ }),
    ).toBeVisible();
    await expect(within(panel).getByText('Shop by category')).toBeVisible();
  },
};

/** Passing the pointer over the bar does not flash panels (hover intent). */
export const HoverIntentNoFlash: Story = {
  play: async ({ canvas }) => {
    const women = canvas.getByRole('link', { name: 'Women' });
    const men = canvas.getByRole('link', { name: 'Men' });
    await userEvent.hover(women);
    await userEvent.unhover(women);
    await userEvent.hover(men);
    await userEvent.unhover(men);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(women).toHaveAttribute('aria-expanded', 'false');
    await expect(men).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Keyboard path: Tab to the bar, arrow between top items, Enter opens, ArrowDown enters the
 * panel, arrows reach a level-3 link, Escape closes and returns focus to the top item.
 */
export const KeyboardPath: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const women = canvas.getByRole('link', { name: 'Women' });
    await expect(women).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'Men' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Shop all Women' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(canvas.getAllByRole('link', { name: 'Fleece' })[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(women).toHaveAttribute('aria-expanded', 'false');
    await expect(women).toHaveFocus();
  },
};

/** Tab moves through the open panel in order; leaving it closes the panel. */
export const TabThrough: Story = {
  args: { blocks: [fx.overrideShopAll] },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const women = canvas.getByRole('link', { name: 'Women' });
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Everything for her' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Everything for her' })).toHaveAttribute(
      'href',
      '/c/women-all-1099',
    );
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(women).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Touch: the first tap opens the panel, the second follows the link (top-nav link click). */
export const TouchTapTwice: Story = {
  play: async ({ canvas }) => {
    const women = canvas.getByRole('link', { name: 'Women' });
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    try {
      fireEvent.pointerDown(women, { pointerType: 'touch' });
      fireEvent.click(women);
      await expect(women).toHaveAttribute('aria-expanded', 'true');
      await expect(eventNames()).toEqual([]);
      fireEvent.pointerDown(women, { pointerType: 'touch' });
      fireEvent.click(women);
      await expect(eventNames()).toEqual([megaMenuEvents.topNavLinkClick]);
    } finally {
      document.removeEventListener('click', stay);
    }
  },
};

/** Mobile (sm): a Menu button opens the drawer; sections expand levels 2 and 3. */
export const MobileDrawer: Story = {
  globals: sm,
  play: async ({ canvas }) => {
    await expect(isDesktop()).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await page().findByRole('dialog', { name: 'Menu' });
    const women = within(drawer).getByRole('button', { name: 'Women' });
    await expect(women).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(women);
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    await expect(within(drawer).getByRole('link', { name: 'Shop all Women' })).toBeVisible();
    const clothing = within(drawer).getByRole('button', { name: 'Clothing' });
    await userEvent.click(clothing);
    await expect(within(drawer).getAllByRole('link', { name: 'Fleece' })[0]).toBeVisible();
    await expect(eventNames()).toEqual([
      megaMenuEvents.mobileSectionExpand,
      megaMenuEvents.mobileSectionExpand,
    ]);
    await expect(track.mock.calls[1]?.[0]).toMatchObject({ data: { level: 2, title: 'Clothing' } });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/** Mobile bar: the top items scroll sideways next to the Menu button. */
export const MobileBar: Story = {
  globals: sm,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Women' })).toBeVisible();
  },
};

/** `hideShopAll` on sm and lg: no "Shop all" link in the panel or the drawer section. */
export const HideShopAll: Story = {
  args: { blocks: [fx.hideShopAll] },
  play: async ({ canvas }) => {
    const women = canvas.getByRole('link', { name: 'Women' });
    women.focus();
    await userEvent.keyboard('{Enter}');
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.queryByRole('link', { name: 'Shop all Women' })).toBeNull();
  },
};

/** One top item without a panel: a plain link, no `aria-expanded`. */
export const Minimal: Story = {
  args: { blocks: [fx.minimal] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'All products' })).not.toHaveAttribute(
      'aria-expanded',
    );
  },
};

/** French labels from the locale (navigation name, Shop all). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  },
};

/** Bad values fall back (style, icon, hideShopAll, link target); hostile `titleHtml` is cleaned. */
export const BadValuesAndHostileTitle: Story = {
  args: { blocks: [fx.badEnums, fx.hostileTitle] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, img[onerror]')).toBeNull();
    await expect(within(canvasElement).getAllByRole('link', { name: 'Sale' })).toHaveLength(2);
  },
};

/** An item without target, in preview: the placeholder names the field. */
export const InvalidInPreview: Story = {
  args: { mode: 'preview', blocks: [fx.invalid] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/children\.0\.target/)).toBeVisible();
  },
};
