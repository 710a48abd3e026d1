import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ContentDocument, contentDocumentSchema } from '@storefront/blocks';

/**
 * One content document from the brand's `content/` folder, as a CMS would send it; parsed with
 * the kit's envelope schema (the blocks themselves are validated by the renderer).
 * @param name the file name without `.json`, e.g. `home`
 */
export async function loadDocument(name: string): Promise<ContentDocument> {
  const file = path.join(process.cwd(), 'content', `${name}.json`);
  return contentDocumentSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}
