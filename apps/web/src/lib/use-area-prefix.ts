import { useLocation } from 'react-router';

/** The current area's path prefix from the first path segment ("/admin", "/zone-operator", "/chief"…): links stay inside the viewer's area. */
export function useAreaPrefix(): string {
  const { pathname } = useLocation();
  return `/${pathname.split('/')[1] ?? ''}`;
}
