import type { ReactNode } from 'react';
import { App, Breadcrumb, Flex, Typography } from 'antd';
import { Link } from 'react-router';

/** Frame of every directory page: antd's App context (messages, modals), an optional way back and the title as h1. */
export function DirectoryPage({
  title,
  back,
  extra,
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <App component={false}>
      <section aria-labelledby="page-title">
        {back && (
          <Breadcrumb style={{ marginBottom: 8 }} items={[{ title: <Link to={back.to}>{back.label}</Link> }, { title }]} />
        )}
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
          <Typography.Title level={1} id="page-title" className="page-title" style={{ fontSize: 26, marginBottom: 0 }}>
            {title}
          </Typography.Title>
          {extra}
        </Flex>
        {children}
      </section>
    </App>
  );
}
