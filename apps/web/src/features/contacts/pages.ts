import type { PageLoaders } from '../../lib/page-loaders';

/** This feature's area pages by page key (see AREAS in @kurye/contracts/areas). */
export const pages: PageLoaders = {
  contacts: () => import('./routes/contacts-page').then((m) => m.ContactsPage),
  contactDetails: () => import('./routes/contact-details-page').then((m) => m.ContactDetailsPage),
};
