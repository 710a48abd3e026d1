import { contentDocumentJsonSchema } from '@storefront/blocks';
import { brandRegistry } from '../../src/registry';

/**
 * The JSON Schema of the brand's content documents (the kit's blocks and its own), generated
 * from the zod schemas of its registry: what the brand's CMS or editor validates against.
 */
export function GET() {
  return Response.json(contentDocumentJsonSchema(brandRegistry));
}

export const dynamic = 'force-static';
