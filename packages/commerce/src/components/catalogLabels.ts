import type { SearchSort } from '@storefront/api-contract';
import type { CarouselLabels } from '@storefront/ui';

/**
 * Interface words of the catalogue components (category and product pages), per language.
 * English and French ship here; another language passes its own object.
 */
export interface CatalogLabels {
  /** Price screen-reader prefixes and notices (ui `Price`). */
  price: {
    current: string;
    original: string;
    discount: (percent: string) => string;
    lowestPrice: (amount: string) => string;
  };
  /** Breadcrumb: its name and the home link. */
  breadcrumb: string;
  home: string;
  colourCount: (n: number) => string;
  rating: (average: string, count: number) => string;
  outOfStock: string;
  presale: string;
  /** Filters panel. */
  filters: string;
  clearAll: string;
  clearFacet: (facet: string) => string;
  selected: string;
  facetValue: (label: string, count: number) => string;
  sortBy: string;
  applySort: string;
  sorts: Record<SearchSort, string>;
  resultCount: (n: number) => string;
  noResults: string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  page: (n: number) => string;
  /** Variant choice. */
  chosen: (label: string) => string;
  unavailable: string;
  chooseOption: (attribute: string) => string;
  /** Stock state (spec 3 §4). */
  inStock: string;
  lowStock: (n: number) => string;
  presaleSignIn: string;
  /** Gallery. */
  gallery: (product: string) => string;
  showImage: (n: number, total: number) => string;
  /** The gallery carousel's words (ui `Carousel`; positions as `{n}` / `{total}` templates). */
  galleryCarousel: Partial<CarouselLabels>;
  /** Notify me. */
  notifyMe: string;
  notifyMeIntro: string;
  email: string;
  emailInvalid: string;
  notifyMeSubmit: string;
  notifyMeSuccess: (email: string) => string;
  notifyMeError: string;
  /** Add to cart. */
  addToCart: string;
  adding: string;
  added: string;
  addFailed: string;
  cartComingSoon: string;
  signInToBuy: string;
  /** Details. */
  details: string;
  modelMeasurements: string;
  customise: string;
  reviews: string;
  reviewsSummary: (average: string, count: number) => string;
  starCount: (stars: number, count: number) => string;
  noReviews: string;
  verifiedBuyer: string;
  reviewPagination: string;
}

const en: CatalogLabels = {
  price: {
    current: 'Current price:',
    original: 'Original price:',
    discount: (percent) => `-${percent}`,
    lowestPrice: (amount) => `Lowest price in the last 30 days: ${amount}`,
  },
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  colourCount: (n) => (n === 1 ? '1 colour' : `${n} colours`),
  rating: (average, count) =>
    `Rated ${average} out of 5 stars, ${count} ${count === 1 ? 'review' : 'reviews'}`,
  outOfStock: 'Out of stock',
  presale: 'Presale',
  filters: 'Filters',
  clearAll: 'Clear all filters',
  clearFacet: (facet) => `Clear ${facet}`,
  selected: 'selected',
  facetValue: (label, count) => `${label} (${count})`,
  sortBy: 'Sort by',
  applySort: 'Apply',
  sorts: {
    relevance: 'Relevance',
    'price-asc': 'Price: low to high',
    'price-desc': 'Price: high to low',
    newest: 'Newest',
    rating: 'Top rated',
    'name-asc': 'Name: A to Z',
  },
  resultCount: (n) => (n === 1 ? '1 product' : `${n} products`),
  noResults: 'No products match these filters.',
  pagination: 'Product pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (n) => `Page ${n}`,
  chosen: (label) => `${label}, chosen`,
  unavailable: 'out of stock',
  chooseOption: (attribute) => `Choose a ${attribute.toLowerCase()}`,
  inStock: 'In stock',
  lowStock: (n) => `Only ${n} left`,
  presaleSignIn: 'Presale: sign in to buy',
  gallery: (product) => `Images of ${product}`,
  showImage: (n, total) => `Show image ${n} of ${total}`,
  galleryCarousel: {
    goTo: 'Go to image {n} of {total}',
    slide: '{n} of {total}',
    dots: 'Choose image',
    previous: 'Previous image',
    next: 'Next image',
    roleDescription: 'carousel',
    slideRoleDescription: 'image',
  },
  notifyMe: 'Notify me when available',
  notifyMeIntro: 'We will e-mail you once when this size is back in stock.',
  email: 'E-mail address',
  emailInvalid: 'Enter a valid e-mail address',
  notifyMeSubmit: 'Notify me',
  notifyMeSuccess: (email) => `Thanks — we will e-mail ${email} when it is back.`,
  notifyMeError: 'We could not save your request. Please try again later.',
  addToCart: 'Add to cart',
  adding: 'Adding…',
  added: 'Added to your cart',
  addFailed: 'We could not add this item. Please try again later.',
  cartComingSoon: 'The cart is coming soon: adding items is not available yet.',
  signInToBuy: 'Sign in to buy',
  details: 'Details',
  modelMeasurements: 'Model measurements',
  customise: 'Customise it',
  reviews: 'Reviews',
  reviewsSummary: (average, count) =>
    `${average} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`,
  starCount: (stars, count) => `${stars} stars: ${count}`,
  noReviews: 'No reviews yet.',
  verifiedBuyer: 'Verified buyer',
  reviewPagination: 'Review pages',
};

const fr: CatalogLabels = {
  price: {
    current: 'Prix actuel\u202F:',
    original: 'Prix d’origine\u202F:',
    discount: (percent) => `-${percent}`,
    lowestPrice: (amount) => `Prix le plus bas des 30 derniers jours\u202F: ${amount}`,
  },
  breadcrumb: 'Fil d’Ariane',
  home: 'Accueil',
  colourCount: (n) => (n === 1 ? '1 couleur' : `${n} couleurs`),
  rating: (average, count) => `Note de ${average} sur 5, ${count} avis`,
  outOfStock: 'Rupture de stock',
  presale: 'Prévente',
  filters: 'Filtres',
  clearAll: 'Effacer tous les filtres',
  clearFacet: (facet) => `Effacer ${facet}`,
  selected: 'sélectionné',
  facetValue: (label, count) => `${label} (${count})`,
  sortBy: 'Trier par',
  applySort: 'Appliquer',
  sorts: {
    relevance: 'Pertinence',
    'price-asc': 'Prix croissant',
    'price-desc': 'Prix décroissant',
    newest: 'Nouveautés',
    rating: 'Mieux notés',
    'name-asc': 'Nom\u202F: A à Z',
  },
  resultCount: (n) => (n <= 1 ? `${n} produit` : `${n} produits`),
  noResults: 'Aucun produit ne correspond à ces filtres.',
  pagination: 'Pages de produits',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  page: (n) => `Page ${n}`,
  chosen: (label) => `${label}, choisi`,
  unavailable: 'en rupture de stock',
  chooseOption: (attribute) => `Choisissez\u202F: ${attribute.toLowerCase()}`,
  inStock: 'En stock',
  lowStock: (n) => `Plus que ${n} en stock`,
  presaleSignIn: 'Prévente\u202F: connectez-vous pour acheter',
  gallery: (product) => `Images de ${product}`,
  showImage: (n, total) => `Afficher l’image ${n} sur ${total}`,
  galleryCarousel: {
    goTo: 'Aller à l’image {n} sur {total}',
    slide: '{n} sur {total}',
    dots: 'Choisir une image',
    previous: 'Image précédente',
    next: 'Image suivante',
    roleDescription: 'carrousel',
    slideRoleDescription: 'image',
  },
  notifyMe: 'M’avertir du retour en stock',
  notifyMeIntro: 'Nous vous enverrons un courriel dès que cette taille sera de retour.',
  email: 'Adresse courriel',
  emailInvalid: 'Entrez une adresse courriel valide',
  notifyMeSubmit: 'M’avertir',
  notifyMeSuccess: (email) => `Merci — nous écrirons à ${email} dès son retour.`,
  notifyMeError: 'Impossible d’enregistrer votre demande. Réessayez plus tard.',
  addToCart: 'Ajouter au panier',
  adding: 'Ajout…',
  added: 'Ajouté à votre panier',
  addFailed: 'Impossible d’ajouter cet article. Réessayez plus tard.',
  cartComingSoon: 'Le panier arrive bientôt\u202F: l’ajout d’articles n’est pas encore disponible.',
  signInToBuy: 'Connectez-vous pour acheter',
  details: 'Détails',
  modelMeasurements: 'Mensurations du modèle',
  customise: 'Personnaliser',
  reviews: 'Avis',
  reviewsSummary: (average, count) => `${average} sur 5 d’après ${count} avis`,
  starCount: (stars, count) => `${stars} étoiles\u202F: ${count}`,
  noReviews: 'Aucun avis pour le moment.',
  verifiedBuyer: 'Acheteur vérifié',
  reviewPagination: 'Pages d’avis',
};

/** French catalogue words (fr-CA); same keys as {@link catalogLabelsEn}. */
export const catalogLabelsFr: CatalogLabels = fr;

/** English catalogue words. */
export const catalogLabelsEn: CatalogLabels = en;

/**
 * The catalogue labels of a language (ISO 639-1 `fr`), a storefront locale (`fr-ca`) or a BCP 47
 * tag (`fr-CA`); English when there are none.
 */
export function catalogLabels(language: string): CatalogLabels {
  return language.slice(0, 2).toLowerCase() === 'fr' ? fr : en;
}

/** Alias of {@link catalogLabels}, named like `cartLabelsFor` and `checkoutLabelsFor`. */
export const catalogLabelsFor: (localeOrLanguage: string) => CatalogLabels = catalogLabels;
