import type { ReactNode } from 'react';
import { App, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Frame of a feature page: antd's App context (messages, modals) and the page title (`pages.<page>`) as the only h1. */
export function PageFrame({ page, extra, children }: { page: string; extra?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <App component={false}>
      <section aria-labelledby="page-title">
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
          <Typography.Title level={1} id="page-title" className="page-title" style={{ fontSize: 26, marginBottom: 0 }}>
            {t(`pages.${page}`)}
          </Typography.Title>
          {extra && (
            <Flex gap={8} wrap>
              {extra}
            </Flex>
          )}
        </Flex>
        {children}
      </section>
    </App>
  );
}
