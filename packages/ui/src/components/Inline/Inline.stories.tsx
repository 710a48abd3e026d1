import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box';
import { Inline } from './Inline';

const Item = ({ children }: { children: string }) => (
  <Box padding="sm" background="surfaceMuted" borderRadius="sm">
    {children}
  </Box>
);

const tags = ['Waterproof', 'Breathable', 'Recycled', 'Lightweight', 'Packable', 'Windproof'];

const meta = {
  title: 'UI/Layout/Inline',
  component: Inline,
  args: { children: tags.map((t) => <Item key={t}>{t}</Item>) },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A row with the default `sm` gap that wraps when there is no room. */
export const Default: Story = {};

/** Wrapping in a narrow container. */
export const Wrapping: Story = {
  render: (args) => (
    <div style={{ maxWidth: '16rem' }}>
      <Inline {...args} />
    </div>
  ),
};

/** `wrap={false}`: one line; overflow is the caller's choice (here a scrollable region). */
export const NoWrap: Story = {
  args: { wrap: false },
  render: (args) => (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label="Features" tabIndex={0} style={{ maxWidth: '16rem', overflow: 'auto' }}>
      <Inline {...args} />
    </section>
  ),
};

/** `justify="between"`: first and last child at the edges, e.g. a header row. */
export const JustifyBetween: Story = {
  args: { justify: 'between', children: [<Item key="l">Left</Item>, <Item key="r">Right</Item>] },
};

export const JustifyCenter: Story = { args: { justify: 'center' } };
export const JustifyEnd: Story = { args: { justify: 'end' } };

/** Vertical alignment of items of different heights. */
export const AlignStart: Story = {
  args: {
    align: 'start',
    children: [
      <Box key="a" padding="xl" background="surfaceMuted">
        Tall
      </Box>,
      <Item key="b">Short</Item>,
    ],
  },
};

/** A gap per breakpoint. */
export const ResponsiveGap: Story = { args: { gap: { sm: '2xs', md: 'md', lg: 'xl' } } };
