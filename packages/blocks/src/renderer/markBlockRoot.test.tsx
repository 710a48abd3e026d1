import { renderToStaticMarkup } from 'react-dom/server';
import * as z from 'zod';
import { createRegistry, defineBlock } from '../registry/registry';
import { markBlockRoot } from './markBlockRoot';
import { RenderBlocks } from './RenderBlocks';

function Inner() {
  return <p>inner</p>;
}

const registry = createRegistry([
  defineBlock({
    type: 'note',
    schema: z.object({ text: z.string() }),
    Component: ({ fields }) => <aside>{fields.text}</aside>,
  }),
]);

describe('markBlockRoot', () => {
  it('adds data-block-id to a host element root', () => {
    expect(renderToStaticMarkup(markBlockRoot(<section data-block="x">hi</section>, 'b1'))).toBe(
      '<section data-block="x" data-block-id="b1">hi</section>',
    );
  });

  it('leaves components, fragments, null and already marked roots alone', () => {
    const component = <Inner />;
    const fragment = (
      <>
        <p>a</p>
      </>
    );
    const marked = <div data-block-id="own" />;
    expect(markBlockRoot(component, 'b')).toBe(component);
    expect(markBlockRoot(fragment, 'b')).toBe(fragment);
    expect(markBlockRoot(null, 'b')).toBeNull();
    expect(markBlockRoot(marked, 'b')).toBe(marked);
  });

  it('is applied by RenderBlocks to each rendered block root', () => {
    const html = renderToStaticMarkup(
      <RenderBlocks
        registry={registry}
        blocks={[
          { type: 'note', id: 'n1', fields: { text: 'one' } },
          { type: 'note', id: 'n2', fields: { text: 'two' } },
        ]}
      />,
    );
    expect(html).toBe('<aside data-block-id="n1">one</aside><aside data-block-id="n2">two</aside>');
  });
});
