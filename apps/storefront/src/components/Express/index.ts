// `expressIslandProps` is not exported here: the layout imports its own module
// (`./expressIslandProps`), since importing this index would put the express island in every
// page's first load.
export { ExpressOffer, type ExpressOfferProps } from './ExpressOffer';
