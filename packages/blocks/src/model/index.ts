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
  type BlockNode,
  blockNodeSchema,
  type ContentDocument,
  contentDocumentSchema,
  getSlot,
  seoSchema,
  slotsSchema,
} from './schemas';
