import { Button, Table, Tag } from 'antd';
import { PlusOutlined, StarFilled } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Course } from '@kurye/contracts/academy';
import { formatDateTime } from '../../../lib/format';
import { hasClaim } from '../../../lib/authorization';
import { useSession } from '../../../lib/session';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { PageFrame } from '../../../components/page-frame';
import { RetryAlert } from '../../../components/retry-alert';
import { useCarrierTypes } from '../../../lib/carrier-types-query';
import { useCategories, useCourses } from '../api/academy';

/** …/academy: the academy's courses (featured first), which carrier types must take them; open one for who completed it. */
export function AcademyPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const prefix = useAreaPrefix();
  const { user } = useSession();
  const canWrite = hasClaim(user, 'academy.write');
  const courses = useCourses();
  const categories = useCategories();
  const types = useCarrierTypes();
  const typeName = (code: string) => types.data?.find((ct) => ct.code === code)?.name ?? code;
  const categoryTitle = (slug: string) => categories.data?.find((c) => c.slug === slug)?.title ?? slug;

  return (
    <PageFrame
      title={t('pages.academy')}
      extra={
        canWrite && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(`${prefix}/academy/create`)}>
            {t('academy.create')}
          </Button>
        )
      }
    >
      {courses.isError && <RetryAlert style={{ marginBottom: 16 }} text={errorText(courses.error)} onRetry={() => void courses.refetch()} />}
      <Table<Course>
        rowKey="id"
        data-testid="course-table"
        loading={courses.isPending}
        dataSource={courses.data ?? []}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: t('academy.empty') }}
        columns={[
          {
            key: 'title',
            title: t('academy.field.title'),
            sorter: (a, b) => a.title.localeCompare(b.title, 'tr'),
            render: (_: unknown, c) => (
              <>
                {c.featured && <StarFilled aria-label={t('academy.featured')} style={{ color: '#faad14', marginRight: 6 }} />}
                <Link to={`${prefix}/academy/course/${c.id}`}>{c.title}</Link>
              </>
            ),
          },
          { key: 'category', title: t('academy.field.category'), render: (_: unknown, c) => categoryTitle(c.category) },
          { key: 'steps', dataIndex: 'totalSteps', title: t('academy.field.steps'), align: 'right', sorter: (a, b) => a.totalSteps - b.totalSteps },
          { key: 'duration', title: t('academy.field.duration'), align: 'right', render: (_: unknown, c) => t('academy.minutes', { count: c.duration }) },
          {
            key: 'required',
            title: t('academy.field.requiredFor'),
            render: (_: unknown, c) => (c.requiredFor.length ? c.requiredFor.map((code) => <Tag key={code}>{typeName(code)}</Tag>) : t('academy.optional')),
          },
          { key: 'updatedAt', dataIndex: 'updatedAt', title: t('academy.field.updatedAt'), render: (v: string) => formatDateTime(v) },
        ]}
      />
    </PageFrame>
  );
}
