export {
  type CtaTarget,
  ctaTargetSchema,
  type ImageAsset,
  imageAssetSchema,
  type ResponsiveMedia,
  responsiveMediaSchema,
  toImageSources,
} from './fields';
export { isPageKind, type PageKind, pageKindSlots, pageKinds, slotsOfPageKind } from './pageKinds';
export {
  findScriptUrls,
  isSafeLinkUrl,
  isSafeMediaUrl,
  linkSchemes,
  linkUrlSchema,
  mediaUrlSchema,
  normaliseUrlStart,
  type ScriptUrlIssue,
} from './safeUrl';
export {
  type BlockNode,
  blockNodeSchema,
  type ContentDocument,
  contentDocumentSchema,
  getSlot,
  seoSchema,
  slotsSchema,
} from './schemas';
