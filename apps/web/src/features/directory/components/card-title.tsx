import type { ReactNode } from 'react';

/** A card's title as a real heading (h2) for screen-reader navigation, sized like antd's card title. */
export function CardTitle({ children }: { children: ReactNode }) {
  return <h2 style={{ fontSize: 16, margin: 0, fontWeight: 600 }}>{children}</h2>;
}
