import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import type { Role } from '@kurye/contracts/roles';
import { useSession } from '../lib/session';
import { firstRole, hasClaim, notFoundPathFor } from '../lib/authorization';
import { safeRedirectPath } from '../lib/redirect';
import { FullPageSpinner } from '../components/full-page-spinner';
import { ForbiddenResult } from '../components/forbidden-result';

/** Signed-in only: guests go to sign-in with the target path as redirectURL. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'restoring') return <FullPageSpinner />;
  if (status === 'guest') {
    const target = location.pathname + location.search;
    return <Navigate to={`/sign-in?redirectURL=${encodeURIComponent(target)}`} replace />;
  }
  return <Outlet />;
}

/** Guest only: signed-in users go to `?redirectURL=` when given (sign-in just succeeded), else to their area. */
export function GuestOnly() {
  const { status } = useSession();
  const [params] = useSearchParams();
  if (status === 'restoring') return <FullPageSpinner />;
  if (status === 'signed-in') return <Navigate to={safeRedirectPath(params.get('redirectURL')) ?? '/signed-in-redirect'} replace />;
  return <Outlet />;
}

/** An area opens only when the user's FIRST role equals the area's role; another area's page is "not found" in one's own. */
export function RoleGuard({ role }: { role: Role }) {
  const { user } = useSession();
  if (firstRole(user) !== role) return <Navigate to={notFoundPathFor(user)} replace />;
  return <Outlet />;
}

/** An address no route knows: "page not found" inside a signed-in user's own area, the landing page for a guest. */
export function UnknownPathRedirect() {
  const { user, status } = useSession();
  if (status === 'restoring') return <FullPageSpinner />;
  return <Navigate to={status === 'signed-in' ? notFoundPathFor(user) : '/'} replace />;
}

/** A route with a claim renders only for users holding it; otherwise a 403 result (no redirect). */
export function ClaimGuard({ claim, children }: { claim?: string; children: ReactNode }) {
  const { user } = useSession();
  return hasClaim(user, claim) ? children : <ForbiddenResult />;
}
