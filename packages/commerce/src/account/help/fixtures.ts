import type { ContactCategory } from './ContactUsForm/ContactUsForm.client';

/** Contact-us categories as GET /contactus/categorySubject answers them (stories, tests). */
export const fixtureContactCategories: Record<'en' | 'fr', ContactCategory[]> = {
  en: [
    {
      categoryId: 'orders',
      name: 'Orders and delivery',
      subjects: [
        { id: 'where', name: 'Where is my order?' },
        { id: 'change', name: 'Change or cancel an order' },
      ],
    },
    {
      categoryId: 'returns',
      name: 'Returns and refunds',
      subjects: [{ id: 'label', name: 'Return label' }],
    },
  ],
  fr: [
    {
      categoryId: 'orders',
      name: 'Commandes et livraison',
      subjects: [
        { id: 'where', name: 'Où est ma commande ?' },
        { id: 'change', name: 'Modifier ou annuler une commande' },
      ],
    },
  ],
};
