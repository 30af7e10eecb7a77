import { useLocation } from 'react-router';

/** "/admin" (the area these pages live in): links stay inside the viewer's area. */
export function useAreaPrefix() {
  const { pathname } = useLocation();
  return `/${pathname.split('/')[1] ?? 'admin'}`;
}
