import { useState } from 'react';
import { Button, Skeleton, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PageFrame } from '../../../components/page-frame';
import { RetryAlert } from '../../../components/retry-alert';
import { hasClaim } from '../../../lib/authorization';
import { useSession } from '../../../lib/session';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { useGuide, useGuides } from '../api/help-center';
import { GuideForm } from '../components/guide-form';

/** `<area>/help-center/guides/:category/:guide`: one guide (sanitised HTML from the server); an Admin edits it here. */
export function HelpCenterGuidePage() {
  const { t } = useTranslation();
  const errorText = useErrorText({ notFound: 'helpCenter.guide.notFound' });
  const prefix = useAreaPrefix();
  const navigate = useNavigate();
  const { category = '', guide: slug = '' } = useParams();
  const { user } = useSession();
  const canWrite = hasClaim(user, 'help.write');
  const [editing, setEditing] = useState(false);
  const guide = useGuide(category, slug);
  const categories = useGuides();
  const g = guide.data;

  return (
    <PageFrame
      title={g?.title ?? t('pages.helpCenterGuide')}
      back={{ to: `${prefix}/help-center/guides/${category}`, label: g?.category.title ?? t('pages.helpCenterGuides') }}
      extra={
        canWrite && g && !editing ? (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            {t('helpCenter.form.edit')}
          </Button>
        ) : null
      }
    >
      {guide.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : guide.isError ? (
        <RetryAlert text={errorText(guide.error)} onRetry={() => void guide.refetch()} />
      ) : editing ? (
        <GuideForm
          id={guide.data.id}
          initial={{
            categoryId: guide.data.categoryId,
            slug: guide.data.slug,
            title: guide.data.title,
            subtitle: guide.data.subtitle,
            content: guide.data.content,
          }}
          categories={categories.data ?? [guide.data.category]}
          onCancel={() => setEditing(false)}
          onDone={(saved) => {
            setEditing(false);
            navigate(`${prefix}/help-center/guides/${saved.category.slug}/${saved.slug}`, { replace: true });
          }}
        />
      ) : (
        <article data-testid="help-guide">
          {guide.data.subtitle && <Typography.Paragraph type="secondary">{guide.data.subtitle}</Typography.Paragraph>}
          <div className="help-guide-content" dangerouslySetInnerHTML={{ __html: guide.data.content }} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 24, fontSize: 12 }}>
            {t('helpCenter.guide.updatedAt', { date: dayjs(guide.data.updatedAt).format('DD.MM.YYYY') })}
          </Typography.Paragraph>
        </article>
      )}
    </PageFrame>
  );
}
