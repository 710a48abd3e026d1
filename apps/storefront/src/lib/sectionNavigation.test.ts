import { childPagesOf, sectionNavigationBlock, sectionParentsOf } from './sectionNavigation';

describe('sectionParentsOf', () => {
  it('lists the section root and the second-level ancestor', () => {
    expect(sectionParentsOf('help')).toEqual(['help']);
    expect(sectionParentsOf('help/delivery')).toEqual(['help', 'help/delivery']);
    expect(sectionParentsOf('help/returns/how-to-return')).toEqual(['help', 'help/returns']);
  });

  it('gives pages of no section no navigation', () => {
    expect(sectionParentsOf('about')).toEqual([]);
    expect(sectionParentsOf('helpful')).toEqual([]);
    expect(sectionParentsOf('')).toEqual([]);
  });
});

describe('childPagesOf', () => {
  it('reads slug and title of each child and skips incomplete entries', () => {
    const document = {
      slots: {
        main: [
          { type: 'childPage', id: 'a', fields: { slug: 'help/delivery', title: 'Delivery' } },
          { type: 'childPage', id: 'b', fields: { slug: 'help/x' } },
          { type: 'childPage', id: 'c', fields: { slug: 'help/returns', title: 'Returns' } },
        ],
      },
    };
    expect(childPagesOf(document)).toEqual([
      { slug: 'help/delivery', title: 'Delivery' },
      { slug: 'help/returns', title: 'Returns' },
    ]);
    expect(childPagesOf(null)).toEqual([]);
  });
});

describe('sectionNavigationBlock', () => {
  it('links the parent then its children in the locale', () => {
    const block = sectionNavigationBlock('fr-ca', { slug: 'help', title: "Centre d'aide" }, [
      { slug: 'help/delivery', title: 'Livraison' },
    ]);
    expect(block).toEqual({
      type: 'secondaryNavigation',
      id: 'section-nav-help',
      fields: {
        title: "Centre d'aide",
        alignment: 'left',
        links: [
          { text: "Centre d'aide", url: '/fr-ca/help' },
          { text: 'Livraison', url: '/fr-ca/help/delivery' },
        ],
      },
    });
  });

  it('gives no navigation for a parent without children', () => {
    expect(sectionNavigationBlock('en-us', { slug: 'help/delivery', title: 'Delivery' }, [])).toBe(
      null,
    );
  });
});
