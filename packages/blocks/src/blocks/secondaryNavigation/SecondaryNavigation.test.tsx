import { renderToStaticMarkup } from 'react-dom/server';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { createServicesSimulator } from '../../services/simulators';
import type { BlockServices } from '../../services/types';
import { frenchHostWords } from '../../testing/hostWords';
import { isCurrentLink } from './currentLink';
import { secondaryNavigationFixtures as fx } from './fixtures';
import { secondaryNavigationBlock } from './index';
import { secondaryNavigationSchema } from './schema';

const registry = createRegistry([secondaryNavigationBlock]);

describe('isCurrentLink', () => {
  it.each([
    ['/en-us/help', '/en-us/help', true],
    ['/en-us/help/', '/en-us/help', true],
    ['/EN-US/Help?x=1#top', '/en-us/help', true],
    ['/help', '/en-us/help', true],
    ['/', '/en-us', true],
    ['/en-us/help', '/en-us/help/contact-us', false],
    ['/fr-ca/help', '/en-us/help', false],
    ['https://example.com/en-us/help', '/en-us/help', false],
    ['//example.com/en-us/help', '/en-us/help', false],
    ['#help', '/en-us/help', false],
  ])('%s on %s → %s', (url, path, expected) => {
    expect(isCurrentLink(url, path, 'en-us')).toBe(expected);
  });
});

describe('secondaryNavigation schema', () => {
  it('defaults alignment and link target, and needs one link', () => {
    expect(secondaryNavigationSchema.parse(fx.badEnums.fields)).toEqual({
      links: [{ text: 'Help', url: '/en-us/help', target: '_self' }],
      alignment: 'left',
    });
    const paths = secondaryNavigationSchema
      .safeParse(fx.invalid.fields)
      .error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['links']);
  });
});

describe('SecondaryNavigation', () => {
  const render = (
    block: unknown,
    path: string,
    tag = 'en-US',
    messages?: BlockServices['messages'],
  ) =>
    renderToStaticMarkup(
      <RenderBlocks
        registry={registry}
        blocks={[block]}
        services={{
          ...createServicesSimulator({ path }),
          locale: { tag, currency: 'USD', path: 'en-us' },
          ...(messages ? { messages } : {}),
        }}
      />,
    );

  it('marks the current page only', () => {
    const html = render(fx.valid, '/en-us/help/contact-us');
    expect(html).toContain('aria-label="Help topics"');
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(/<a[^>]*href="\/en-us\/help\/contact-us"[^>]*aria-current="page"/);
  });

  it('names itself in the locale language without a title', () => {
    expect(render(fx.minimal, '/en-us', 'fr-CA', frenchHostWords)).toContain(
      'aria-label="Navigation secondaire"',
    );
    expect(render(fx.minimal, '/en-us')).not.toContain('aria-current');
  });
});
