import { Stack } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { createServicesSimulator } from '../../services/simulators';
import { richTextBlock } from '../richText';
import { conditionSessions, segmentationFixtures as fx, segmentationFor } from './fixtures';
import { segmentationBlock } from './index';

const registry = createRegistry([segmentationBlock, richTextBlock]);

const meta = {
  title: 'Blocks/Segmentation',
  component: RenderBlocks,
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid], services: createServicesSimulator() },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the `loggedOut` segment holds. */
export const Guest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Join and save 10%' })).toBeVisible();
  },
};

/** A logged-in employee who is also a loyalty member: the first segment that holds wins. */
export const FirstSegmentWins: Story = {
  args: {
    services: createServicesSimulator({
      session: { loggedIn: true, employee: true, loyaltyMember: true },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Employee discount this week' }),
    ).toBeVisible();
  },
};

/** Logged in, no segment holds: the first baseline only. */
export const Baseline: Story = {
  args: { services: createServicesSimulator({ session: { loggedIn: true } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(canvas.queryByText(/never shown/)).toBeNull();
  },
};

type Condition = keyof typeof conditionSessions;

/** Four cases of one condition: it and its negation, under a session where it holds and one where it does not. */
function conditionStory(name: Condition): Story {
  const [holds, fails] = conditionSessions[name];
  const cases = [
    { label: `${name}, holds`, condition: name, session: holds, expect: 'holds' },
    { label: `${name}, does not hold`, condition: name, session: fails, expect: 'baseline' },
    {
      label: `not:${name}, condition holds`,
      condition: `not:${name}`,
      session: holds,
      expect: 'baseline',
    },
    {
      label: `not:${name}, condition does not hold`,
      condition: `not:${name}`,
      session: fails,
      expect: 'holds',
    },
  ];
  return {
    render: (args) => (
      <Stack gap="md">
        {cases.map((c) => (
          <section key={c.label} aria-label={c.label}>
            <RenderBlocks
              registry={args.registry}
              blocks={[segmentationFor(c.condition)]}
              services={createServicesSimulator({ session: c.session })}
            />
          </section>
        ))}
      </Stack>
    ),
    play: async ({ canvas }) => {
      for (const c of cases) {
        const region = within(canvas.getByRole('region', { name: c.label }));
        await expect(
          region.getByText(c.expect === 'holds' ? /holds\.$/ : /Baseline/),
        ).toBeVisible();
      }
    },
  };
}

export const LoggedOut = conditionStory('loggedOut');
export const LoggedIn = conditionStory('loggedIn');
export const LoyaltyMember = conditionStory('loyaltyMember');
export const NonLoyaltyLoggedIn = conditionStory('nonLoyaltyLoggedIn');
export const Employee = conditionStory('employee');
export const NonEmployee = conditionStory('nonEmployee');
export const CartEmpty = conditionStory('cartEmpty');
export const CartNotEmpty = conditionStory('cartNotEmpty');
export const IpaWranxMember = conditionStory('ipaWranxMember');
export const Wranx = conditionStory('wranx');
export const Ipa = conditionStory('ipa');
export const Athlete = conditionStory('athlete');

/** Only baselines. */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };

/** The invalid fixture in preview: a placeholder naming the bad fields. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: segmentation/ });
    await expect(placeholder).toHaveTextContent('fields.segments.0.id');
  },
};
