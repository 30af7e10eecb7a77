import { useSession } from '../../lib/session';
import { useNavigationMenu } from '../../features/navigation/api/get-navigation';

/** The `default` menu of GET /api/common/navigation (already filtered by the user's claims). */
export function useNavItems() {
  const { user } = useSession();
  const { data } = useNavigationMenu(user?.id);
  return data?.default ?? [];
}
