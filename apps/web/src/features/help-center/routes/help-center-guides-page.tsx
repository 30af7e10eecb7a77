import { useState } from 'react';
import { Button, Empty, List, Skeleton, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { RetryAlert } from '../../../components/retry-alert';
import { hasClaim } from '../../../lib/authorization';
import { useSession } from '../../../lib/session';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { useGuides } from '../api/help-center';
import { GuideForm } from '../components/guide-form';

/** `<area>/help-center/guides/:category`: every guide of one category; an Admin adds guides here. */
export function HelpCenterGuidesPage() {
  const { t } = useTranslation();
  const errorText = useErrorText({ notFound: 'helpCenter.guides.notFound' });
  const prefix = useAreaPrefix();
  const navigate = useNavigate();
  const { category = '' } = useParams();
  const { user } = useSession();
  const canWrite = hasClaim(user, 'help.write');
  const [adding, setAdding] = useState(false);
  const guides = useGuides(category);
  const all = useGuides();
  const cat = guides.data?.[0];

  return (
    <PageFrame
      title={cat?.title ?? t('pages.helpCenterGuides')}
      back={{ to: `${prefix}/help-center`, label: t('pages.helpCenter') }}
      extra={
        canWrite && cat && !adding ? (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            {t('helpCenter.form.new')}
          </Button>
        ) : null
      }
    >
      {adding && cat && (
        <GuideForm
          initial={{ categoryId: cat.id }}
          categories={all.data ?? [cat]}
          onCancel={() => setAdding(false)}
          onDone={(g) => navigate(`${prefix}/help-center/guides/${g.category.slug}/${g.slug}`)}
        />
      )}
      {guides.isPending ? (
        <Skeleton active />
      ) : guides.isError ? (
        <RetryAlert text={errorText(guides.error)} onRetry={() => void guides.refetch()} />
      ) : !cat ? (
        <Empty description={t('helpCenter.guides.notFound')} />
      ) : cat.guides.length === 0 ? (
        <Empty description={t('helpCenter.guides.categoryEmpty')} />
      ) : (
        <List
          dataSource={cat.guides}
          renderItem={(g) => (
            <List.Item>
              <List.Item.Meta
                title={<Link to={`${prefix}/help-center/guides/${cat.slug}/${g.slug}`}>{g.title}</Link>}
                description={<Typography.Text type="secondary">{g.subtitle}</Typography.Text>}
              />
            </List.Item>
          )}
        />
      )}
    </PageFrame>
  );
}
