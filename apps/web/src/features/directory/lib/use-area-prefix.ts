import { useLocation } from 'react-router';

/** The current area's path prefix, from the first path segment: "/admin", "/zone-operator" or "/accounting". */
export function useAreaPrefix(): string {
  const { pathname } = useLocation();
  return `/${pathname.split('/')[1] ?? ''}`;
}
