import type { ReactNode } from 'react';
import { App, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StoreRealtime } from './store-realtime';

/**
 * Frame of every store page: antd's App context (messages), the page title as h1, and the store's live updates and
 * dialogs (packet location, courier not found) — the router mounts only pages, so each page carries them.
 */
export function StorePage({ page, extra, children }: { page: string; extra?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <App component={false}>
      <StoreRealtime />
      <section aria-labelledby="page-title">
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
          <Typography.Title level={1} id="page-title" className="page-title" style={{ fontSize: 26, marginBottom: 0 }}>
            {t(`pages.${page}`)}
          </Typography.Title>
          {extra}
        </Flex>
        {children}
      </section>
    </App>
  );
}
