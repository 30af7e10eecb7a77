import type { PageLoaders } from '../../lib/page-loaders';

/** This feature's area pages by page key (see AREAS in @kurye/contracts/areas). */
export const pages: PageLoaders = {
  helpCenter: () => import('./routes/help-center-page').then((m) => m.HelpCenterPage),
  helpCenterFaqs: () => import('./routes/help-center-faqs-page').then((m) => m.HelpCenterFaqsPage),
  helpCenterGuides: () => import('./routes/help-center-guides-page').then((m) => m.HelpCenterGuidesPage),
  helpCenterGuide: () => import('./routes/help-center-guide-page').then((m) => m.HelpCenterGuidePage),
};
