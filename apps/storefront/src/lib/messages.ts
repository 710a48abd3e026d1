/** Interface strings of the storefront shell, per language (content comes from the CMS). */
export interface ShellMessages {
  skipToContent: string;
  mainNavigation: string;
  regionSwitcher: string;
  /** Name of the footer's list of locales (distinct from the header's, one name per landmark). */
  regionList: string;
  cart: string;
  home: string;
  footerNavigation: string;
  contentUnavailableTitle: string;
  contentUnavailableText: string;
  contentMissingTitle: string;
  contentMissingText: string;
  notFoundTitle: string;
  notFoundText: string;
  backHome: string;
  previewBanner: string;
}

const en: ShellMessages = {
  skipToContent: 'Skip to main content',
  mainNavigation: 'Main',
  regionSwitcher: 'Country and language',
  regionList: 'All countries and languages',
  cart: 'Cart',
  home: 'home',
  footerNavigation: 'Footer',
  contentUnavailableTitle: 'We can’t show this page right now',
  contentUnavailableText:
    'Our content service is not responding. Please try again in a few minutes — your cart is safe.',
  contentMissingTitle: 'This page has no content yet',
  contentMissingText: 'There is nothing published here at the moment. Browse our categories above.',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  backHome: 'Back to the home page',
  previewBanner: 'Preview mode',
};

const fr: ShellMessages = {
  skipToContent: 'Aller au contenu principal',
  mainNavigation: 'Principale',
  regionSwitcher: 'Pays et langue',
  regionList: 'Tous les pays et langues',
  cart: 'Panier',
  home: 'accueil',
  footerNavigation: 'Pied de page',
  contentUnavailableTitle: 'Impossible d’afficher cette page pour le moment',
  contentUnavailableText:
    'Notre service de contenu ne répond pas. Réessayez dans quelques minutes — votre panier est conservé.',
  contentMissingTitle: 'Cette page n’a pas encore de contenu',
  contentMissingText: 'Rien n’est publié ici pour l’instant. Parcourez nos catégories ci-dessus.',
  notFoundTitle: 'Page introuvable',
  notFoundText: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  backHome: 'Retour à l’accueil',
  previewBanner: 'Mode aperçu',
};

/** The shell strings for a language (ISO 639-1); English when the language has none. */
export function messagesFor(language: string): ShellMessages {
  return language === 'fr' ? fr : en;
}
