import type { ReactNode } from 'react';
import { App, Flex, Typography } from 'antd';

/** Frame of the announcement pages: antd's App context and the page title as the only h1. */
export function PageFrame({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <App component={false}>
      <section aria-labelledby="page-title">
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
          <Typography.Title level={1} id="page-title" className="page-title" style={{ fontSize: 26, marginBottom: 0 }}>
            {title}
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
