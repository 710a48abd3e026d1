import { captchaLabelsFr } from '../components/Captcha/captchaLabels';
import { type CheckoutLabels, checkoutLabels } from './labels';

/** The checkout words in French (fr-CA). */
export const checkoutLabelsFr: CheckoutLabels = {
  checkout: 'Paiement',
  steps: { shipping: 'Livraison', billing: 'Facturation', summary: 'Récapitulatif' },
  stepOf: (index, total, name) => `Étape ${index} sur ${total}\u202F: ${name}`,
  shippingAddress: 'Adresse de livraison',
  billingAddress: 'Adresse de facturation',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Courriel',
  phone: 'Téléphone',
  addressLine1: 'Adresse',
  addressLine2: 'Appartement, bureau (facultatif)',
  city: 'Ville',
  province: 'Province / État',
  chooseProvince: 'Choisir',
  postalCode: 'Code postal',
  country: 'Pays',
  delivery: 'Livraison',
  shipment: (name) => `Livraison\u202F: ${name}`,
  shipmentNames: {
    me: 'Livraison à domicile',
    digital: 'Livraison numérique',
    customs: 'Articles personnalisés',
  },
  storeShipment: (kind, store) =>
    kind === 'sts'
      ? `Livraison en magasin\u202F: ${store}`
      : kind === 'pudo'
        ? `Point de collecte\u202F: ${store}`
        : `Ramassage en magasin\u202F: ${store}`,
  methodNames: {
    standard: 'Standard',
    express: 'Express',
    pickup: 'Ramassage en magasin',
    pudo: 'Point de collecte',
    sts: 'Livraison en magasin',
    digital: 'Livraison numérique',
    customs: 'Livraison personnalisée',
  },
  free: 'Gratuit',
  chooseStore: 'Choisir un magasin',
  storeChoice: (code) =>
    code === 'pudo'
      ? 'Choisir un point de collecte près de chez vous'
      : 'Choisir un magasin près de chez vous',
  pickerTitle: (code) =>
    code === 'pudo'
      ? 'Choisir un point de collecte'
      : code === 'sts'
        ? 'Livraison en magasin'
        : 'Ramassage en magasin',
  placeQuery: 'Code postal ou ville',
  searchPlaces: 'Rechercher',
  noPlaces: (code) =>
    code === 'pudo'
      ? 'Aucun point de collecte près de cet endroit. Essayez un autre code postal ou une autre ville.'
      : 'Aucun magasin disponible près de cet endroit. Essayez un autre code postal ou une autre ville.',
  placeAvailable: (code) =>
    code === 'pickup'
      ? 'En stock pour le ramassage'
      : code === 'sts'
        ? 'Livrable dans ce magasin'
        : 'Ouvert pour la collecte',
  placeUnavailable: (code) =>
    code === 'pickup' ? 'Pas en stock pour le ramassage' : 'Non disponible pour vos articles',
  distance: (km) => `${km.toLocaleString('fr-CA')} km`,
  shipHome: 'Livrer à mon adresse plutôt',
  otherWays: 'Ou récupérer en magasin ou en point de collecte',
  choose: 'Choisir',
  choosePlace: (name) => `Choisir ${name}`,
  change: 'Modifier',
  changePlace: (code) => (code === 'pudo' ? 'Changer de point de collecte' : 'Changer de magasin'),
  changeStoreTitle: 'Changer de magasin?',
  changeStoreText: (from, to) =>
    `Les articles de ${from} iront à ${to}. La disponibilité et le délai peuvent changer.`,
  confirmChange: 'Oui, changer',
  cancel: 'Annuler',
  storeChangedTitle: 'Magasin modifié',
  storeChangedText: (name) => `Vos articles sont maintenant livrés à ${name}.`,
  done: 'Terminé',
  digitalNote:
    'Les articles numériques sont envoyés par courriel\u202F: aucune adresse de livraison requise.',
  digitalTo: (email) => `Par courriel à ${email}`,
  pickupContact: 'Qui vient chercher la commande?',
  pickupFirstName: 'Prénom de la personne',
  pickupLastName: 'Nom de la personne',
  pickupEmail: 'Courriel pour le ramassage',
  pickupPhone: 'Téléphone pour le ramassage',
  continueToBilling: 'Continuer vers la facturation',
  continueToSummary: 'Continuer vers le récapitulatif',
  back: 'Retour',
  edit: 'Modifier',
  editSection: (name) => `Modifier\u202F: ${name}`,
  sameAsShipping: 'Identique à l’adresse de livraison',
  payment: 'Paiement',
  paymentMethod: 'Mode de paiement',
  paymentMethodNames: {
    CREDIT_CARD: 'Carte de crédit ou de débit',
    BNPL: 'Payer plus tard',
    GIFT_CARD: 'Carte-cadeau',
    LOYALTY_POINTS: 'Points de fidélité',
    REWARD_CODE: 'Code récompense',
    REWARD_CARD: 'Carte récompense',
    ATHLETES_PAYMENT: 'Paiement athlète',
    PAYPAL: 'PayPal',
    DW_APPLE_PAY: 'Apple Pay',
  },
  cardNumber: 'Numéro de carte',
  cardHolder: 'Nom sur la carte',
  expiry: 'Expiration (MM/AA)',
  expiryPlaceholder: 'MM/AA',
  securityCode: 'Code de sécurité',
  cardNumberInvalid: 'Entrez un numéro de carte valide.',
  expiryInvalid: 'La date d’expiration de la carte n’est pas valide.',
  securityCodeInvalid: 'Entrez le code de sécurité à 3 ou 4 chiffres.',
  bnplInfo: 'À propos du paiement différé',
  bnplInfoTitle: 'Achetez maintenant, payez plus tard',
  bnplInfoText:
    'Répartissez votre achat en 4 versements sans intérêt. Le premier versement est prélevé à l’expédition.',
  giftCard: 'Carte-cadeau',
  giftCardNumber: 'Numéro de carte-cadeau',
  giftCardPin: 'NIP',
  giftCardNumberInvalid: 'Entrez le numéro de carte-cadeau à 16 chiffres.',
  giftCardPinRequired: 'Entrez le NIP de la carte-cadeau.',
  giftCardPinInvalid: 'Le NIP compte de 3 à 8 chiffres.',
  giftCardLocked:
    'Trop de tentatives incorrectes. Les cartes-cadeaux sont verrouillées pendant 15 minutes.',
  applyGiftCard: 'Appliquer la carte-cadeau',
  loyaltyPoints: (points, value) => `Utiliser ${points} points de fidélité (${value})`,
  applyPoints: 'Appliquer les points',
  rewardCode: 'Code récompense',
  rewardCard: 'Numéro de carte récompense',
  applyReward: 'Appliquer',
  athletePayment: (remaining, payable) =>
    `Crédit athlète\u202F: ${remaining} restant, ${payable} payable sur cette commande`,
  applyAthlete: 'Utiliser le crédit athlète',
  applied: 'Paiements appliqués',
  removePayment: (name) => `Retirer ${name}`,
  remainingToPay: 'Reste à payer',
  nothingLeftToPay: 'Votre commande est entièrement payée.',
  items: 'Articles',
  qty: (n) => `Qté ${n}`,
  summary: 'Récapitulatif de la commande',
  placeOrder: 'Passer la commande',
  processing: 'Traitement de votre commande…',
  finalised: 'Commande passée. Redirection vers la confirmation…',
  cannotComplete:
    'Tous les articles de votre panier sont en rupture de stock. Cette commande ne peut pas être finalisée.',
  inStore: 'Associé en magasin',
  storeId: 'Numéro du magasin',
  storeEmployeeId: 'Numéro d’employé',
  threeDSecureTitle: 'Confirmez votre paiement par carte',
  threeDSecureText: (amount) =>
    `Votre banque vous demande de confirmer ce paiement de ${amount}. (Banque de test\u202F: choisissez le résultat.)`,
  challengeResult: 'Résultat de l’authentification',
  submitChallenge: 'Envoyer',
  approve: 'Approuver le paiement',
  fail: 'Échec de l’authentification',
  employeeTermsTitle: 'Conditions du rabais employé',
  employeeTermsText:
    'Le rabais associé est réservé à votre usage personnel et compte dans votre allocation annuelle. Acceptez les conditions pour l’appliquer à cette commande.',
  acceptTerms: 'Accepter et appliquer le rabais',
  declineTerms: 'Pas maintenant',
  loading: 'Chargement du paiement…',
  retry: 'Réessayer',
  orderConfirmation: 'Confirmation de commande',
  thankYou: 'Merci pour votre commande',
  orderNumber: (n) => `Numéro de commande ${n}`,
  confirmationEmail: (email) => `Nous avons envoyé une confirmation à ${email}.`,
  shipments: 'Livraison',
  paidWith: 'Payé avec',
  totals: 'Totaux',
  continueShopping: 'Continuer vos achats',
  orderUnavailable:
    'Votre commande est passée. Ses détails ne peuvent pas être affichés pour le moment.',
  unavailableMethod: (name, reason) => `${name}\u202F: ${reason}`,
  required: 'Ce champ est obligatoire',
  dialCode: 'Indicatif du pays',
  close: 'Fermer',
  dismiss: 'Fermer le message',
  fieldMessages: {
    exactLength: (n) => `Entrez exactement ${n} caractères.`,
    minLength: (n) => `Entrez au moins ${n} caractères.`,
    maxLength: (n) => `Entrez au plus ${n} caractères.`,
    pattern: (what) => `La valeur doit correspondre à ${what}`,
    expectedFormat: 'le format attendu',
    name: 'Le nom n’est pas valide.',
    email: 'Le courriel n’est pas valide',
    phone: 'Un numéro de téléphone valide est requis',
  },
  captcha: captchaLabelsFr,
};

/** The checkout words for a language (`fr` → French, else English). */
export function checkoutLabelsFor(language: string): CheckoutLabels {
  return language === 'fr' ? checkoutLabelsFr : checkoutLabels;
}
