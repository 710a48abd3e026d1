export { ExpressOffer, type ExpressOfferProps } from './ExpressOffer';
export { expressIslandProps } from './expressIslandProps';
