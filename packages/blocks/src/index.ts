/**
 * @storefront/blocks — the CMS content model, the block registry and the renderer
 * (design.md "The renderer's rules"), plus the blocks of spec 3.
 */

export * from './analytics';
export * from './blocks';
export * from './content';
export * from './html';
export * from './model';
export * from './registry';
export { defaultRegistry } from './registry/defaultRegistry';
export * from './renderer';
export * from './services';
export {
  blockFieldsJsonSchema,
  contentDocumentJsonSchema,
  contentSchemaFiles,
  type JsonSchema,
} from './validate/jsonSchema';
export {
  type ContentProblem,
  type ContentValidation,
  defaultMediaBaseUrl,
  formatFieldPath,
  type ValidateContentOptions,
  validateContent,
  validateContentDocument,
} from './validate/validateContent';
