import { catalogLabelsFr } from '../components/catalogLabels';
import type { QuickShopLabels } from '../components/QuickShop/labels';
import { quickShopLabels } from '../components/QuickShop/labels';
import { type CartLabels, cartLabels } from './labels';

/**
 * The cart, mini cart, saved-for-later, promo / gift card / rewards forms, totals and cart
 * notices in French (fr-CA). Same keys as {@link cartLabels}; amounts arrive already formatted
 * (Intl, e.g. `12,50 $` in fr-CA).
 */
export const cartLabelsFr: CartLabels = {
  cart: 'Panier',
  miniCart: 'Votre panier',
  empty: 'Votre panier est vide.',
  continueShopping: 'Continuer vos achats',
  viewCart: 'Voir le panier',
  checkout: 'Passer à la caisse',
  itemCount: (count) => `${count} ${count <= 1 ? 'article' : 'articles'}`,
  quantity: 'Quantité',
  remove: 'Retirer',
  edit: 'Modifier',
  removeFailed: 'Impossible de retirer l’article du panier. Veuillez réessayer plus tard',
  saveForLater: 'Mettre de côté',
  moveToCart: 'Remettre dans le panier',
  savedForLater: 'Articles mis de côté',
  savedEmpty: 'Aucun article mis de côté.',
  unavailable: 'Non disponible',
  savedPage: 'Pages des articles mis de côté',
  delivery: 'Livraison',
  shippingMethods: {
    standard: 'Livraison à domicile',
    express: 'Livraison express à domicile',
    pickup: 'Ramassage en magasin',
    pudo: 'Ramassage à un point de collecte',
    sts: 'Livraison en magasin',
    digital: 'Livré par courriel',
    customs: 'Fabriqué sur commande',
  },
  store: 'Magasin',
  chooseStore: 'Choisir un magasin',
  giftOption: 'Option cadeau',
  giftTo: 'Nom du destinataire',
  giftEmail: 'Courriel du destinataire',
  giftMessage: 'Message',
  saveGiftOption: 'Enregistrer l’option cadeau',
  giftSaved: 'Option cadeau enregistrée.',
  promoCode: 'Code promo',
  applyPromo: 'Appliquer',
  removePromo: (code) => `Retirer le code promo ${code}`,
  promoApplied: (code) => `Code promo ${code} appliqué.`,
  giftCard: 'Carte-cadeau',
  giftCardNumber: 'Numéro de la carte-cadeau',
  giftCardPin: 'NIP',
  checkBalance: 'Vérifier le solde',
  applyGiftCard: 'Appliquer la carte-cadeau',
  balance: (amount) => `Solde\u202F: ${amount}`,
  giftCardAtCheckout: 'Les cartes-cadeaux peuvent être appliquées au paiement.',
  rewards: 'Récompenses',
  loyaltyPoints: (points) => `Vous avez ${points} ${points <= 1 ? 'point' : 'points'}.`,
  voucherButton: (points, amount) => `Utiliser ${points} points (${amount})`,
  rewardCode: 'Code de récompense',
  rewardCard: 'Numéro de la carte de récompense',
  applyReward: 'Appliquer la récompense',
  removeReward: (code) => `Retirer la récompense ${code}`,
  summary: 'Récapitulatif de la commande',
  itemTotal: 'Total des articles',
  discount: (percent) => `Rabais (${percent})`,
  itemSubTotal: 'Sous-total',
  shipping: 'Livraison',
  free: 'Gratuite',
  tax: 'Taxes',
  appliedRewards: 'Récompenses',
  giftCards: 'Cartes-cadeaux',
  total: 'Total',
  totalWithoutTax: 'Total avant taxes',
  remainingToPay: 'Reste à payer',
  each: 'chacun',
  rowTotal: 'Total de l’article',
  afterItemDiscount: 'Après les rabais sur les articles',
  afterOrderDiscount: 'Après les rabais sur la commande',
  outOfStock: 'Ces articles sont en rupture de stock\u202F:',
  partlyOutOfStock: 'Ces articles ne sont que partiellement en stock\u202F:',
  notAvailable: 'Ces articles ne sont plus disponibles\u202F:',
  allBlocked: 'Aucun article de votre panier ne peut être commandé pour le moment.',
  updated: 'Votre panier a été mis à jour.',
  loading: 'Chargement de votre panier',
  retry: 'Réessayer',
  previous: 'Précédent',
  next: 'Suivant',
  dismiss: 'Fermer le message',
  close: 'Fermer',
  promotions: 'Promotions',
  invalidEmail: 'Le courriel n’est pas valide',
  tooLong: (max) => `${max} caractères au maximum.`,
  promoCodeRequired: 'Entrez un code promo.',
  promoCodeTooLong: (max) => `Un code promo compte au plus ${max} caractères.`,
  giftCardNumberInvalid: 'Entrez le numéro de carte-cadeau à 16 chiffres.',
  giftCardPinInvalid: 'Le NIP compte de 3 à 8 chiffres.',
  giftCardPinRequired: 'Entrez le NIP de la carte-cadeau.',
  giftCardLocked:
    'Trop de tentatives incorrectes. Les cartes-cadeaux sont verrouillées pendant 15 minutes.',
  labelled: (label) => `${label}\u202F: `,
  price: catalogLabelsFr.price,
};

/** The quick-shop dialog's words in French (fr-CA); same keys as {@link quickShopLabels}. */
export const quickShopLabelsFr: QuickShopLabels = {
  title: 'Achat rapide',
  loading: 'Chargement du produit',
  details: 'Voir tous les détails',
  option: 'option',
  choose: (attribute) => `Choisissez\u202F: ${attribute.toLowerCase()}.`,
  unavailable: 'en rupture de stock',
  notifyMe: 'M’avertir',
  outOfStock: 'Rupture de stock',
  signInToBuy: 'Connectez-vous pour acheter',
  updateInCart: 'Mettre à jour le panier',
  addToCart: 'Ajouter au panier',
  added: 'Ajouté à votre panier.',
  updated: 'Votre panier a été mis à jour.',
  failed: 'Une erreur est survenue. Veuillez réessayer.',
  close: 'Fermer',
};

/** True when a storefront locale (`fr-ca`), BCP 47 tag (`fr-CA`) or language (`fr`) is French. */
function isFrench(localeOrLanguage: string): boolean {
  return localeOrLanguage.slice(0, 2).toLowerCase() === 'fr';
}

/**
 * The cart words of a storefront locale (`en-us`, `en-ca`, `fr-ca`, `en-gb`), a BCP 47 tag
 * (`fr-CA`) or a language (`fr`): French for French, English otherwise. Serialisable input, so
 * a server component passes the locale and the client component picks the words.
 */
export function cartLabelsFor(localeOrLanguage: string): CartLabels {
  return isFrench(localeOrLanguage) ? cartLabelsFr : cartLabels;
}

/** The quick-shop words of a locale, tag or language (see {@link cartLabelsFor}). */
export function quickShopLabelsFor(localeOrLanguage: string): QuickShopLabels {
  return isFrench(localeOrLanguage) ? quickShopLabelsFr : quickShopLabels;
}
