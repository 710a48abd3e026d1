import { renderToStaticMarkup } from 'react-dom/server';
import { defaultRegistry } from '../../registry/defaultRegistry';
import { createBlockServices, type RenderMode } from '../../services/types';
import { RenderBlocks } from '../RenderBlocks';
import {
  allFixtures,
  type FixtureNode,
  type StringLeaf,
  setAt,
  stringLeaves,
  validFixturesByType,
} from './fixtures';
import { findScriptVectors } from './xssCheck';
import { markupVectors, urlVectors, xssVectors } from './xssVectors';

/**
 * XSS safety of every block (design.md "Security rules"): each vector of the set placed in each
 * text, HTML and URL field of each block's valid fixtures (fields found by walking the fixture)
 * never yields a `<script>`, an `on*` handler or a `javascript:` URL in the server-rendered output,
 * in production and in preview (where the placeholder echoes problems).
 */
const registry = defaultRegistry;
const paths = ['/', '/en-us/p/trail-boot-AB12CD34', '/en-us/c/womens-boots-1002'];

function render(node: unknown, mode: RenderMode, path: string): string {
  return renderToStaticMarkup(
    <RenderBlocks
      blocks={[node]}
      registry={registry}
      mode={mode}
      services={createBlockServices({ mode, route: { path, pageType: 'other' } })}
    />,
  );
}

/** The fixtures to attack per type: the `valid` ones, else every valid one. */
function targets(): [string, FixtureNode][] {
  const named = allFixtures();
  const out: [string, FixtureNode][] = [];
  for (const [type, nodes] of Object.entries(validFixturesByType(registry))) {
    const validNamed = Object.entries(named).filter(
      ([key, node]) => node.type === type && key.endsWith('.valid') && nodes.includes(node),
    );
    const chosen = validNamed.length > 0 ? validNamed.map(([, n]) => n) : nodes;
    for (const node of chosen) out.push([`${type}#${node.id}`, node]);
  }
  return out;
}

const allMarkup = markupVectors.join(' ');
const looksLikeUrl = (leaf: StringLeaf) =>
  /url|href|src|link/i.test(String(leaf.path[leaf.path.length - 1])) ||
  /^(\/|#|\?|https?:|data:|mailto:|tel:|\{\{MEDIA\}\})/i.test(leaf.value);

/**
 * The vectors to try in one field: each vector alone in an HTML field (its value holds markup),
 * each URL vector alone in a URL field, and the markup vectors all at once plus the main
 * script-URL forms in any other text field.
 */
function vectorsFor(leaf: StringLeaf): readonly string[] {
  if (/<[a-z]/i.test(leaf.value)) return xssVectors;
  if (looksLikeUrl(leaf)) return [allMarkup, ...urlVectors];
  return [allMarkup, ...urlVectors.slice(0, 4)];
}

/** The path on which a node renders the most (filter-by wrappers render only on some pages). */
function bestPath(node: FixtureNode): string {
  const sizes = paths.map((path) => render(node, 'production', path).length);
  return paths[sizes.indexOf(Math.max(...sizes))] ?? '/';
}

describe('XSS vectors in every field of every block', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('the check itself finds each kind of vector in unsafe markup', () => {
    expect(findScriptVectors('<p>ok <a href="/x">x</a></p>')).toEqual([]);
    expect(findScriptVectors('<p>&lt;script&gt; onerror=alert(1) javascript:x</p>')).toEqual([]);
    expect(findScriptVectors('<script>x</script>')).not.toEqual([]);
    expect(findScriptVectors('<img src="x" onerror="y">')).not.toEqual([]);
    expect(findScriptVectors('<a href="&#106;avascript:alert(1)">x</a>')).not.toEqual([]);
    expect(findScriptVectors('<a href=" java\tscript:x">x</a>')).not.toEqual([]);
    expect(findScriptVectors('<a href="data:text/html,x">x</a>')).not.toEqual([]);
    expect(findScriptVectors('<p style="width:expression(alert(1))">x</p>')).not.toEqual([]);
  });

  it.each(targets())(
    '%s',
    (_name, fixture) => {
      const path = bestPath(fixture);
      // The first item of a list stands for its siblings (same component, same fields).
      const leaves = stringLeaves(fixture.fields).filter((leaf) =>
        leaf.path.every((key) => typeof key !== 'number' || key === 0),
      );
      expect(leaves.length).toBeGreaterThan(0);
      const failures: string[] = [];
      const attempt = (where: string, vector: string, mode: RenderMode) => {
        const node = {
          ...fixture,
          fields: setAt(fixture.fields, where === '' ? [] : JSON.parse(where), vector),
        };
        const found = findScriptVectors(render(node, mode, path));
        if (found.length > 0)
          failures.push(
            `fields${where} = ${JSON.stringify(vector)} (${mode}): ${found.join('; ')}`,
          );
      };
      for (const leaf of leaves) {
        const where = JSON.stringify(leaf.path);
        for (const vector of vectorsFor(leaf)) attempt(where, vector, 'production');
        attempt(where, xssVectors.join(' '), 'preview');
      }
      expect(failures).toEqual([]);
    },
    30_000,
  );
});
