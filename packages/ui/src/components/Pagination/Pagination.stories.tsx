import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Keeps the page in state, as a host would. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 10, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First page: previous disabled, no gap at the start. */
export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Page 7' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Page 8' })).toBeNull();
  },
};

/** A middle page: 1 boundary page and 2 siblings each side, gaps on both sides. */
export const MiddlePage: Story = {
  args: { page: 10, pageCount: 20 },
  play: async ({ canvas }) => {
    const pages = canvas
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => t);
    await expect(pages).toEqual(['1', '8', '9', '10', '11', '12', '20']);
  },
};

/** Last page: next disabled. */
export const LastPage: Story = {
  args: { page: 10, pageCount: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** One page (page count minimum 1, spec 1 §9): both arrows disabled. */
export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** Many pages: the bar keeps its length. */
export const ManyPages: Story = {
  args: { page: 250, pageCount: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page 500' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Page 252' })).toBeInTheDocument();
  },
};

/** Links (crawlable): `getHref` turns every control into an `<a href>`. */
export const WithLinks: Story = {
  args: { page: 1, pageCount: 5, getHref: (page) => `?page=${page}`, onPageChange: undefined },
  render: (args) => <Pagination {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '?page=3');
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '?page=2',
    );
    const previous = canvas.getByRole('link', { name: 'Previous page' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Clicking next moves to page 2 and reports it. */
export const ClickNext: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

/** Translated labels (fr-CA). */
export const Translated: Story = {
  args: {
    page: 3,
    label: 'Pagination des résultats',
    labels: { previous: 'Page précédente', next: 'Page suivante', page: (p) => `Page ${p}` },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('navigation', { name: 'Pagination des résultats' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Page suivante' })).toBeEnabled();
  },
};
