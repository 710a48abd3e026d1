import { accordionBlock } from '../blocks/accordion';
import { anchorBlock } from '../blocks/anchor';
import { articleCardBlock } from '../blocks/articleCard';
import { articleGridBlock } from '../blocks/articleGrid';
import { articleRelatedBlock } from '../blocks/articleRelated';
import { benefitBarBlock } from '../blocks/benefitBar';
import { blockBelowBannerBlock } from '../blocks/blockBelowBanner';
import { buttonsBlock } from '../blocks/buttons';
import { categoryCardsBlock } from '../blocks/categoryCards';
import { ctaButtonsBlock } from '../blocks/ctaButtons';
import { dialogBlock } from '../blocks/dialog';
import { experienceBlock } from '../blocks/experience';
import { filterByBlock } from '../blocks/filterBy';
import { footerItemsBlock } from '../blocks/footerItems';
import { heroBannerBlock } from '../blocks/heroBanner';
import { heroBlockBelowBannerBlock } from '../blocks/heroBlockBelowBanner';
import { heroProductOverlayBannerBlock } from '../blocks/heroProductOverlayBanner';
import { iconAndTextBlock } from '../blocks/iconAndText';
import { imageBannerBlock } from '../blocks/imageBanner';
import { linkedCardsBlock } from '../blocks/linkedCards';
import { megaMenuBlock } from '../blocks/megaMenu';
import { multiLinkCardsBlock } from '../blocks/multiLinkCards';
import { overlayBannerBlock } from '../blocks/overlayBanner';
import { popupBlock } from '../blocks/popup';
import { productCarouselBlock } from '../blocks/productCarousel';
import { productCollectionBlock } from '../blocks/productCollection';
import { promotionalSpotBlock } from '../blocks/promotionalSpot';
import { richTextBlock } from '../blocks/richText';
import { secondaryNavigationBlock } from '../blocks/secondaryNavigation';
import { segmentationBlock } from '../blocks/segmentation';
import { spacerBlock } from '../blocks/spacer';
import { splitBannerBlock } from '../blocks/splitBanner';
import { thinBannerBlock } from '../blocks/thinBanner';
import { ugcGalleryBlock } from '../blocks/ugcGallery';
import { verticalListBlock } from '../blocks/verticalList';
import { videoBlock } from '../blocks/video';
import { createRegistry } from './registry';

/**
 * Every block type of this package (spec 3 §1, §3), one entry per type: the registry the
 * renderer resolves content with. Hosts extend or override it with
 * `extendRegistry(defaultRegistry, [...])`.
 */
export const defaultRegistry = createRegistry([
  heroBannerBlock,
  richTextBlock,
  productCollectionBlock,
  experienceBlock,
  segmentationBlock,
  filterByBlock,
  accordionBlock,
  anchorBlock,
  buttonsBlock,
  categoryCardsBlock,
  ctaButtonsBlock,
  footerItemsBlock,
  iconAndTextBlock,
  linkedCardsBlock,
  multiLinkCardsBlock,
  promotionalSpotBlock,
  spacerBlock,
  imageBannerBlock,
  overlayBannerBlock,
  splitBannerBlock,
  thinBannerBlock,
  blockBelowBannerBlock,
  heroBlockBelowBannerBlock,
  heroProductOverlayBannerBlock,
  benefitBarBlock,
  popupBlock,
  dialogBlock,
  videoBlock,
  megaMenuBlock,
  secondaryNavigationBlock,
  articleCardBlock,
  articleGridBlock,
  articleRelatedBlock,
  ugcGalleryBlock,
  verticalListBlock,
  productCarouselBlock,
]);
