import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Badge, type BadgeTone } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Online only' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

const tones: [BadgeTone, string][] = [
  ['neutral', 'Online only'],
  ['sale', '-30%'],
  ['new', 'New'],
  ['info', 'Pre-order'],
  ['success', 'In stock'],
  ['warning', 'Only 2 left'],
];
const row = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
} as const;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Online only')).toBeVisible();
  },
};

export const Sale: Story = { args: { tone: 'sale', children: 'Sale' } };
export const New: Story = { args: { tone: 'new', children: 'New' } };
export const Info: Story = { args: { tone: 'info', children: 'Pre-order' } };
export const Success: Story = { args: { tone: 'success', children: 'In stock' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Only 2 left' } };

/** Every tone at both sizes. */
export const AllTonesAndSizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} style={row}>
          {tones.map(([tone, text]) => (
            <Badge key={tone} tone={tone} size={size}>
              {text}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

/** With a decorative icon. */
export const WithIcon: Story = {
  args: { tone: 'success', icon: 'check', children: 'Free delivery' },
};

/** On a dark surface the badges keep their own fills. */
export const OnDarkSurface: Story = {
  render: () => (
    <div style={{ ...row, background: vars.color.surfaceInverse, padding: vars.space.lg }}>
      {tones.map(([tone, text]) => (
        <Badge key={tone} tone={tone}>
          {text}
        </Badge>
      ))}
    </div>
  ),
};

/** Long text stays on one line. */
export const LongText: Story = {
  args: { children: 'Exclusive to members — limited edition' },
};
