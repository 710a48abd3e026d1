export { ExpressOffer, type ExpressOfferProps, expressIslandProps } from './ExpressOffer';
