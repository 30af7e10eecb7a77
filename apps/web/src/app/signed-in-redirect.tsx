import { Navigate } from 'react-router';
import { useSession } from '../lib/session';
import { homePathFor } from '../lib/authorization';

/** Sends the user to the area of their first role (Carrier → /courier), otherwise to the root. */
export function SignedInRedirect() {
  const { user } = useSession();
  return <Navigate to={homePathFor(user)} replace />;
}
