import { getSlot, RenderBlocks } from '@storefront/blocks';
import { Container } from '@storefront/ui';
import { loadDocument } from '../src/content';
import { brandRegistry } from '../src/registry';
import { brandServices } from '../src/services';

/** The home page: the `main` slot of `content/home.json`, rendered on the server. */
export default async function HomePage() {
  const document = await loadDocument('home');
  return (
    <Container as="main" width="container">
      <RenderBlocks
        blocks={getSlot(document, 'main')}
        registry={brandRegistry}
        services={brandServices}
      />
    </Container>
  );
}
