import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/page-frame';
import { StoreRealtime } from './store-realtime';

/**
 * Frame of every store page: the office page frame plus the store's live updates and dialogs (packet location, courier
 * not found) — the router mounts only pages, so each page carries them.
 */
export function StorePage({ page, extra, children }: { page: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <PageFrame page={page} extra={extra}>
      <StoreRealtime />
      {children}
    </PageFrame>
  );
}
