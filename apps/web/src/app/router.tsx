import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AREAS } from '@kurye/contracts/areas';
import { setUnauthorizedHandler } from '../lib/api-client';
import { FullPageSpinner } from '../components/full-page-spinner';
import { loadAreaPage } from './area-pages';
import { LayoutHost, loadSignedInShell, type RouteHandle } from './layouts/layout-host';
import { ClaimGuard, GuestOnly, RequireAuth, RoleGuard, UnknownPathRedirect } from './guards';
import { NotFoundResult } from '../components/not-found-result';
import { PageKeyContext } from '../components/page-key-context';
import { RootShell } from './root-shell';
import { SignedInRedirect } from './signed-in-redirect';

const empty: RouteHandle = { layout: 'empty' };

/** Every page is a lazy chunk so that the first load of /sign-in stays small. */
const publicRoutes: RouteObject[] = [
  { index: true, handle: empty, lazy: () => import('../features/public/routes/landing-page').then((m) => ({ Component: m.LandingPage })) },
  {
    path: 'carrier-application/:param',
    handle: empty,
    lazy: () => import('../features/public/routes/carrier-application-page').then((m) => ({ Component: m.CarrierApplicationPage })),
  },
  {
    path: 'store-application',
    handle: empty,
    lazy: () => import('../features/public/routes/store-application-page').then((m) => ({ Component: m.StoreApplicationPage })),
  },
  {
    path: 'carrier-types',
    handle: empty,
    lazy: () => import('../features/public/routes/carrier-types-page').then((m) => ({ Component: m.CarrierTypesPage })),
  },
  {
    path: 'privacy-policy',
    handle: empty,
    lazy: () => import('../features/public/routes/privacy-policy-page').then((m) => ({ Component: m.PrivacyPolicyPage })),
  },
  // A packet's public tracking page for the end customer.
  { path: 't/:token', handle: empty, lazy: () => import('../features/tracking/routes/tracking-page').then((m) => ({ Component: m.TrackingPage })) },
  // Opened from a mailed link: works whether or not someone is signed in on this browser.
  {
    path: 'reset-password',
    handle: empty,
    lazy: () => import('../features/auth/routes/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  // Signed-in only, but it guards itself: see SignOutPage.
  { path: 'sign-out', handle: empty, lazy: () => import('../features/auth/routes/sign-out-page').then((m) => ({ Component: m.SignOutPage })) },
];

const guestRoutes: RouteObject[] = [
  { path: 'sign-in', handle: empty, lazy: () => import('../features/auth/routes/sign-in-page').then((m) => ({ Component: m.SignInPage })) },
  { path: 'sign-up', handle: empty, lazy: () => import('../features/auth/routes/sign-up-page').then((m) => ({ Component: m.SignUpPage })) },
  {
    path: 'forgot-password',
    handle: empty,
    lazy: () => import('../features/auth/routes/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: 'confirmation-required',
    handle: empty,
    lazy: () => import('../features/auth/routes/confirmation-required-page').then((m) => ({ Component: m.ConfirmationRequiredPage })),
  },
];

const areaRoutes: RouteObject[] = AREAS.map((area) => ({
  path: area.key,
  handle: { layout: area.layout } satisfies RouteHandle,
  element: <RoleGuard role={area.role} />,
  children: [
    { index: true, element: <Navigate to={area.defaultPath} replace /> },
    ...area.routes.map((route): RouteObject => ({
      path: route.path,
      lazy: () =>
        Promise.all([loadAreaPage(route.page), loadSignedInShell()]).then(([Page]) => ({
          element: (
            <ClaimGuard claim={route.claim}>
              <PageKeyContext.Provider value={route.page}>
                <Page />
              </PageKeyContext.Provider>
            </ClaimGuard>
          ),
        })),
    })),
    // Any other address inside the area ("not-found" is where unknown addresses elsewhere are sent).
    { path: '*', element: <NotFoundResult /> },
  ],
}));

/** Signed-in routes without route data use the configured layout (default modern, or ?layout=). */
const signedInRoutes: RouteObject[] = [
  {
    path: 'unlock-session',
    handle: empty,
    lazy: () => import('../features/auth/routes/unlock-session-page').then((m) => ({ Component: m.UnlockSessionPage })),
  },
  {
    path: 'change-password',
    lazy: () => import('../features/auth/routes/change-password-page').then((m) => ({ Component: m.ChangePasswordPage })),
  },
  { path: 'signed-in-redirect', handle: empty, element: <SignedInRedirect /> },
  { path: 'courier', handle: empty, lazy: () => import('./courier-route').then((m) => ({ Component: m.CourierRoute })) },
  ...areaRoutes,
];

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        element: <LayoutHost />,
        children: [...publicRoutes, { element: <GuestOnly />, children: guestRoutes }],
      },
      {
        element: <RequireAuth />,
        children: [{ element: <LayoutHost />, children: signedInRoutes }],
      },
      { path: '*', element: <UnknownPathRedirect /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

setUnauthorizedHandler((redirectURL) => {
  void router.navigate(`/sign-in?redirectURL=${encodeURIComponent(redirectURL)}`, { replace: true });
});
