import type { ReactNode } from 'react';
import { Breadcrumb, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageApp } from './shell-app';

interface PageFrameProps {
  /** The page key: its title is `pages.<page>` unless `title` is given. */
  page?: string;
  title?: ReactNode;
  /** A way back to the list the page was opened from, shown as a breadcrumb above the title. */
  back?: { to: string; label: string };
  /** Actions beside the title. */
  extra?: ReactNode;
  children: ReactNode;
}

/** Frame of every office page: antd's App context (messages, modals), an optional way back, and the title as the only h1. */
export function PageFrame({ page, title, back, extra, children }: PageFrameProps) {
  const { t } = useTranslation();
  const heading = title ?? (page ? t(`pages.${page}`) : null);
  return (
    <PageApp>
      <section aria-labelledby="page-title">
        {back && <Breadcrumb style={{ marginBottom: 8 }} items={[{ title: <Link to={back.to}>{back.label}</Link> }, { title: heading }]} />}
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
          <Typography.Title level={1} id="page-title" className="page-title" style={{ fontSize: 26, marginBottom: 0 }}>
            {heading}
          </Typography.Title>
          {extra && (
            <Flex gap={8} wrap>
              {extra}
            </Flex>
          )}
        </Flex>
        {children}
      </section>
    </PageApp>
  );
}
