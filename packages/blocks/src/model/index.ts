export {
  type CtaTarget,
  ctaTargetSchema,
  type ImageAsset,
  imageAssetSchema,
  type ResponsiveMedia,
  responsiveMediaSchema,
  toImageSources,
} from './fields';
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
