import { hasClaim } from '../../../lib/authorization';
import { useSession } from '../../../lib/session';

/** Whether the signed-in user holds an API claim — only to hide actions; the server enforces it anyway. */
export function usePermission(claim: string): boolean {
  const { user } = useSession();
  return hasClaim(user, claim);
}
