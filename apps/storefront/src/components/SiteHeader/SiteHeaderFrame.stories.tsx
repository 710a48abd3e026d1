import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LogoMark } from './LogoMark';
import * as styles from './SiteHeader.css';
import { SiteHeaderFrame } from './SiteHeaderFrame.client';

/**
 * The header's client part (scroll behaviour, spec 3 §9) with the header's own styles. The full
 * `SiteHeader` has no story: its account link and cart button call the storefront's server
 * actions, which cannot run in Storybook; the mega menu, cart and sign-in have their own stories.
 */
function HeaderPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <SiteHeaderFrame className={styles.header}>
        <div className={styles.bar}>
          <a className={styles.logo} href="/en-us">
            <LogoMark className={styles.logoMark} />
            <span>Alpine</span>
          </a>
          <button type="button" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
            Menu
          </button>
        </div>
      </SiteHeaderFrame>
      <main style={{ height: 3000, padding: 16 }}>
        <h1>A long page</h1>
      </main>
    </>
  );
}

const meta = {
  title: 'Storefront/SiteHeader/SiteHeaderFrame',
  component: SiteHeaderFrame,
  render: () => <HeaderPage />,
  args: { className: styles.header, children: null },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeaderFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const headerOf = (root: HTMLElement) => root.querySelector('header') as HTMLElement;
/** Past the 500 ms max wait of the debounced handler. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 700));

/** At the top of the page: shown. */
export const AtTop: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 0);
    await settle();
    await expect(headerOf(canvasElement)).not.toHaveAttribute('data-hidden');
  },
};

/** Scrolling down hides it; scrolling up brings it back. */
export const HidesOnScrollDown: Story = {
  play: async ({ canvasElement }) => {
    const header = headerOf(canvasElement);
    window.scrollTo(0, 0);
    await settle();
    window.scrollTo(0, 1200);
    await waitFor(() => expect(header).toHaveAttribute('data-hidden'), { timeout: 2000 });
    window.scrollTo(0, 600);
    await waitFor(() => expect(header).not.toHaveAttribute('data-hidden'), { timeout: 2000 });
    window.scrollTo(0, 0);
  },
};

/** A menu open in the header (`aria-expanded="true"`) keeps it shown while scrolling down. */
export const StaysWhileMenuOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    const header = headerOf(canvasElement);
    window.scrollTo(0, 0);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 1200);
    await settle();
    await expect(header).not.toHaveAttribute('data-hidden');
    window.scrollTo(0, 0);
  },
};

/** Focus entering the hidden header (keyboard) shows it again. */
export const ShowsOnFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    const header = headerOf(canvasElement);
    window.scrollTo(0, 0);
    await settle();
    window.scrollTo(0, 1200);
    await waitFor(() => expect(header).toHaveAttribute('data-hidden'), { timeout: 2000 });
    canvas.getByRole('link', { name: 'Alpine' }).focus();
    await waitFor(() => expect(header).not.toHaveAttribute('data-hidden'));
    window.scrollTo(0, 0);
  },
};

/**
 * Focus not obscured (WCAG 2.4.11): the root's scroll padding is the header's height, so a
 * control focused by keyboard scrolls into view below the sticky header, not under it.
 */
export const FocusScrollsBelowHeader: Story = {
  play: async ({ canvasElement }) => {
    const header = headerOf(canvasElement);
    await waitFor(() =>
      expect(document.documentElement.style.scrollPaddingTop).toBe(`${header.offsetHeight}px`),
    );
    await expect(header.offsetHeight).toBeGreaterThan(0);
  },
};
