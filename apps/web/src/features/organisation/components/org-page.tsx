import type { ReactNode } from 'react';
import { App, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Frame of the organisation pages: antd's App context (messages, modals) and the page title as the only h1. */
export function OrgPage({ page, title, extra, children }: { page: string; title?: ReactNode; extra?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <App component={false}>
      <section aria-labelledby="page-title">
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
          <Typography.Title level={1} id="page-title" className="page-title" style={{ fontSize: 26, marginBottom: 0 }}>
            {title ?? t(`pages.${page}`)}
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
