import { useLocation } from 'react-router';

/** "/admin", "/chief" or "/zone-operator": links stay inside the viewer's area. */
export function useAreaPrefix() {
  const { pathname } = useLocation();
  return `/${pathname.split('/')[1] ?? ''}`;
}
