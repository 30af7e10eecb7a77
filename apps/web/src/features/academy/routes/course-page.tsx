import { Button, Card, Collapse, Skeleton, Tag, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COURSE_PROGRESS_STATES, type CourseProgressRow, type CourseProgressState } from '@kurye/contracts/academy';
import { hasClaim } from '../../../lib/authorization';
import { useSession } from '../../../lib/session';
import { optionalDateTimeCell, sortableColumn } from '../../../lib/table-columns';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { useTableState } from '../../../lib/use-table-state';
import { ListToolbar } from '../../../components/list-toolbar';
import { LoadError } from '../../../components/load-error';
import { PageFrame } from '../../../components/page-frame';
import { PagedTable } from '../../../components/paged-table';
import { RetryAlert } from '../../../components/retry-alert';
import { useCourse, useCourseProgress } from '../api/academy';

const SORTS = ['name', '-completedAt', 'completedAt', 'currentStep', '-currentStep', '-name'];

/** …/academy/course/:id — the course's steps and who of the caller's zones completed it, started it or not yet. */
export function CoursePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const prefix = useAreaPrefix();
  const { user } = useSession();
  const course = useCourse(id);
  const table = useTableState(SORTS);
  const q = table.get('q');
  const state = table.get('state') as CourseProgressState | undefined;
  const progress = useCourseProgress({ courseId: id, q, state, ...table.paging });
  const back = { to: `${prefix}/academy`, label: t('pages.academy') };

  if (course.isPending)
    return (
      <PageFrame title={t('pages.academyCourse')} back={back}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </PageFrame>
    );
  if (course.isError)
    return (
      <PageFrame title={t('pages.academyCourse')} back={back}>
        <LoadError error={course.error} onRetry={() => void course.refetch()} />
      </PageFrame>
    );
  const c = course.data;

  return (
    <PageFrame
      title={c.title}
      back={back}
      extra={
        hasClaim(user, 'academy.write') && (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => navigate(`${prefix}/academy/edit/${c.id}`)}>
            {t('academy.edit')}
          </Button>
        )
      }
    >
      <Typography.Paragraph>{c.description}</Typography.Paragraph>
      <Card size="small" title={t('academy.stepsTitle', { count: c.totalSteps })} style={{ marginBottom: 16 }}>
        <Collapse
          size="small"
          items={c.steps.map((s) => ({
            key: s.order,
            label: `${s.order}. ${s.title}`,
            // Sanitised by the server when the course was saved.
            children: <div className="course-step-content" dangerouslySetInnerHTML={{ __html: s.content }} />,
          }))}
        />
      </Card>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('academy.progressTitle')}
      </Typography.Title>
      <ListToolbar
        search={{
          id: 'progress-search',
          label: t('academy.searchCourier'),
          placeholder: t('academy.searchCourier'),
          value: q,
          onSearch: (v) => table.update({ q: v }),
        }}
        filters={[
          {
            id: 'progress-state',
            label: t('academy.state'),
            value: state,
            onChange: (v) => table.update({ state: v }),
            width: 180,
            options: COURSE_PROGRESS_STATES.map((s) => ({ value: s, label: t(`academy.states.${s}`) })),
          },
        ]}
        onClear={() => table.update({ q: undefined, state: undefined })}
      />
      {progress.isError && <RetryAlert style={{ marginBottom: 16 }} text={errorText(progress.error)} onRetry={() => void progress.refetch()} />}
      <PagedTable<CourseProgressRow>
        table={table}
        data={progress.data}
        rowKey="carrierId"
        data-testid="progress-table"
        loading={progress.isPending || progress.isPlaceholderData}
        scroll={{ x: 640 }}
        emptyText={q || state ? t('academy.noMatch') : t('academy.noCouriers')}
        totalText={(total) => t('academy.couriers', { count: total })}
        columns={[
          sortableColumn(table, 'name', t('academy.courier'), {
            render: (name: string, r) => <Link to={`${prefix}/carrier/details/${r.carrierId}`}>{name}</Link>,
          }),
          { key: 'zone', dataIndex: 'zoneName', title: t('academy.zone') },
          sortableColumn(table, 'currentStep', t('academy.stateColumn'), {
            render: (_: unknown, r) =>
              r.completed ? (
                <Tag color="green">{t('academy.states.completed')}</Tag>
              ) : r.currentStep > 0 ? (
                <Tag color="blue">{t('academy.stepOf', { current: r.currentStep, total: r.totalSteps })}</Tag>
              ) : (
                <Tag>{t('academy.states.not_started')}</Tag>
              ),
          }),
          sortableColumn(table, 'completedAt', t('academy.completedAt'), { render: optionalDateTimeCell }),
        ]}
      />
    </PageFrame>
  );
}
