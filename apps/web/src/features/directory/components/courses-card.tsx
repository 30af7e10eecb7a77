import { Card, Empty, List, Progress, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useErrorText } from '../../../lib/use-error-text';
import { RetryAlert } from '../../../components/retry-alert';
import { useCarrierCourses } from '../api/carrier-courses';
import { CardTitle } from './card-title';

/** The courier's academy courses on its details page: required ones first, progress and when completed. */
export function CoursesCard({ carrierId }: { carrierId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const courses = useCarrierCourses(carrierId, true);
  const sorted = [...(courses.data ?? [])].sort((a, b) => Number(b.required) - Number(a.required));
  return (
    <Card title={<CardTitle>{t('directory.courses.title')}</CardTitle>} data-testid="carrier-courses">
      {courses.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : courses.isError ? (
        <RetryAlert text={errorText(courses.error)} onRetry={() => void courses.refetch()} />
      ) : sorted.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('directory.courses.empty')} />
      ) : (
        <List
          size="small"
          dataSource={sorted}
          renderItem={(c) => (
            <List.Item>
              <Space orientation="vertical" size={2} style={{ width: '100%' }}>
                <Space wrap>
                  <Typography.Text strong>{c.title}</Typography.Text>
                  {c.required && <Tag color="orange">{t('directory.courses.required')}</Tag>}
                  {c.completed ? <Tag color="green">{t('directory.courses.completed')}</Tag> : null}
                </Space>
                {c.completed && c.completedAt ? (
                  <Typography.Text type="secondary">{t('directory.courses.completedAt', { date: formatDateTime(c.completedAt) })}</Typography.Text>
                ) : (
                  <Progress
                    percent={c.totalSteps ? Math.round(((c.currentStep > 0 ? c.currentStep - 1 : 0) / c.totalSteps) * 100) : 0}
                    size="small"
                    aria-label={t('directory.courses.progressOf', { title: c.title })}
                    format={() => t('directory.courses.step', { current: c.currentStep, total: c.totalSteps })}
                  />
                )}
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
