import { useContext, type ReactNode } from 'react';
import { Breadcrumb, Flex, Tooltip, Typography } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HELP_FOR_PAGE } from '@kurye/contracts/help-center';
import { useAreaPrefix } from '../lib/use-area-prefix';
import { PageKeyContext } from './page-key-context';
import { PageApp } from './shell-app';

/** The `?` beside a page's title: the help center's guide about this page, when there is one. */
function PageHelpLink({ page }: { page: string | undefined }) {
  const { t } = useTranslation();
  const prefix = useAreaPrefix();
  const target = page ? HELP_FOR_PAGE[page] : undefined;
  if (!target) return null;
  return (
    <Tooltip title={t('common.pageHelp')}>
      <Link
        to={`${prefix}/help-center/guides/${target.category}/${target.guide}`}
        aria-label={t('common.pageHelp')}
        data-testid="page-help"
        style={{ fontSize: 20, lineHeight: 1, padding: 6, display: 'inline-flex' }}
      >
        <QuestionCircleOutlined aria-hidden />
      </Link>
    </Tooltip>
  );
}

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
  const routePage = useContext(PageKeyContext);
  const heading = title ?? (page ? t(`pages.${page}`) : null);
  return (
    <PageApp>
      <section aria-labelledby="page-title">
        {back && <Breadcrumb style={{ marginBottom: 8 }} items={[{ title: <Link to={back.to}>{back.label}</Link> }, { title: heading }]} />}
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
          <Flex align="center" gap={4}>
            <Typography.Title level={1} id="page-title" className="page-title" style={{ fontSize: 26, marginBottom: 0 }}>
              {heading}
            </Typography.Title>
            <PageHelpLink page={page ?? routePage} />
          </Flex>
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
