/** Interface text of the dialog block and its forms, in English and French. */
export interface DialogLabels {
  close: string;
  open: string;
  loading: string;
  step: (step: number, total: number) => string;
  signInTitle: string;
  signInIntro: string;
  signIn: string;
  createAccount: string;
  joinTitle: string;
  email: string;
  attendingDays: string;
  plusOne: string;
  plusOneHint: string;
  eventTerms: string;
  submit: string;
  sending: string;
  confirmationTitle: string;
  confirmationSubtitle: string;
  errorTitle: string;
  dismiss: string;
  unavailable: string;
  newsletterTitle: string;
  newsletterPolicy: string;
  newsletterSubmit: string;
  newsletterDone: string;
}

const en: DialogLabels = {
  close: 'Close',
  open: 'Open',
  loading: 'Loading…',
  step: (step, total) => `Step ${step} of ${total}`,
  signInTitle: 'Sign in or create an account',
  signInIntro: 'Sign in to join this event, or create an account: it takes a minute.',
  signIn: 'Sign in',
  createAccount: 'Create an account',
  joinTitle: 'Join the event',
  email: 'Email',
  attendingDays: 'Days you will attend',
  plusOne: 'Guest name (plus one)',
  plusOneHint: 'Optional. Leave empty if you come alone.',
  eventTerms: 'I accept the event terms and conditions',
  submit: 'Join event',
  sending: 'Sending…',
  confirmationTitle: 'You are registered',
  confirmationSubtitle: 'We have sent the details to your email.',
  errorTitle: 'We could not register you',
  dismiss: 'Dismiss',
  unavailable: 'Sign-up is not available right now.',
  newsletterTitle: 'Get our newsletter',
  newsletterPolicy: 'I accept the privacy policy',
  newsletterSubmit: 'Subscribe',
  newsletterDone: 'Thank you, you are subscribed.',
};

const fr: DialogLabels = {
  close: 'Fermer',
  open: 'Ouvrir',
  loading: 'Chargement…',
  step: (step, total) => `Étape ${step} sur ${total}`,
  signInTitle: 'Connectez-vous ou créez un compte',
  signInIntro: 'Connectez-vous pour participer à cet événement, ou créez un compte en une minute.',
  signIn: 'Se connecter',
  createAccount: 'Créer un compte',
  joinTitle: 'Participer à l’événement',
  email: 'Courriel',
  attendingDays: 'Jours de présence',
  plusOne: 'Nom de l’invité (accompagnant)',
  plusOneHint: 'Facultatif. Laissez vide si vous venez seul.',
  eventTerms: 'J’accepte les conditions de l’événement',
  submit: 'Participer',
  sending: 'Envoi…',
  confirmationTitle: 'Vous êtes inscrit',
  confirmationSubtitle: 'Nous vous avons envoyé les détails par courriel.',
  errorTitle: 'Votre inscription a échoué',
  dismiss: 'Fermer le message',
  unavailable: 'L’inscription n’est pas disponible pour le moment.',
  newsletterTitle: 'Recevez notre infolettre',
  newsletterPolicy: 'J’accepte la politique de confidentialité',
  newsletterSubmit: 'S’abonner',
  newsletterDone: 'Merci, vous êtes abonné.',
};

/** The dialog's labels for a BCP 47 locale tag (English unless the language is French). */
export function dialogLabels(localeTag: string): DialogLabels {
  return localeTag.toLowerCase().startsWith('fr') ? fr : en;
}
