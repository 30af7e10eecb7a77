import { useState } from 'react';
import { App, Button, Card, Empty, Progress, Space, Steps, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Course } from '@kurye/contracts/academy';
import { useCompleteStep, useCourse, useCourses } from '../api/courses';
import { QueryState } from './query-state';

const percentOf = (c: Pick<Course, 'progress' | 'totalSteps'>) =>
  c.progress.completed ? 100 : c.totalSteps ? Math.round((Math.max(c.progress.currentStep - 1, 0) / c.totalSteps) * 100) : 0;

/** The academy in the courier app: required courses first, then a course's steps one by one. */
export function CoursesPanel() {
  const [open, setOpen] = useState<string | null>(null);
  return open ? <CourseSteps id={open} onBack={() => setOpen(null)} /> : <CourseList onOpen={setOpen} />;
}

function CourseList({ onOpen }: { onOpen(id: string): void }) {
  const { t } = useTranslation();
  const courses = useCourses();
  const sorted = [...(courses.data ?? [])].sort((a, b) => Number(b.required && !b.progress.completed) - Number(a.required && !a.progress.completed));
  const missing = sorted.filter((c) => c.required && !c.progress.completed);
  return (
    <QueryState loading={courses.isPending} error={courses.error} errorText={t('courier.academy.loadError')} onRetry={() => void courses.refetch()}>
      {missing.length > 0 && (
        <Typography.Paragraph type="warning" data-testid="courses-required-note">
          {t('courier.academy.requiredNote', { count: missing.length })}
        </Typography.Paragraph>
      )}
      {sorted.length === 0 ? (
        <Empty description={t('courier.academy.empty')} />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {sorted.map((c) => (
            <Card key={c.id} size="small" data-testid="course-card">
              <Space orientation="vertical" size={6} style={{ width: '100%' }}>
                <Space wrap>
                  <Typography.Text strong style={{ fontSize: 16 }}>
                    {c.title}
                  </Typography.Text>
                  {c.required && <Tag color="orange">{t('courier.academy.required')}</Tag>}
                  {c.progress.completed && <Tag color="green">{t('courier.academy.completed')}</Tag>}
                </Space>
                <Typography.Text type="secondary">{c.description}</Typography.Text>
                <Typography.Text type="secondary">{t('courier.academy.meta', { steps: c.totalSteps, minutes: c.duration })}</Typography.Text>
                <Progress percent={percentOf(c)} size="small" aria-label={t('courier.academy.progressOf', { title: c.title })} />
                <Button type={c.progress.completed ? 'default' : 'primary'} size="large" block onClick={() => onOpen(c.id)}>
                  {c.progress.completed ? t('courier.academy.review') : c.progress.currentStep > 0 ? t('courier.academy.continue') : t('courier.academy.start')}
                </Button>
              </Space>
            </Card>
          ))}
        </Space>
      )}
    </QueryState>
  );
}

function CourseSteps({ id, onBack }: { id: string; onBack(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const course = useCourse(id);
  const complete = useCompleteStep(id);
  const [shown, setShown] = useState<number | null>(null);
  const data = course.data;
  const current = data ? Math.min(Math.max(data.progress.currentStep, 1), data.totalSteps) : 1;
  const stepNo = shown ?? current;
  const step = data?.steps.find((s) => s.order === stepNo);
  const done = (n: number) => !!data && (data.progress.completed || n < data.progress.currentStep);

  const finish = async () => {
    try {
      const next = await complete.mutateAsync(stepNo);
      if (next.progress.completed && stepNo === next.totalSteps) void message.success(t('courier.academy.courseDone'));
      else setShown(Math.min(stepNo + 1, next.totalSteps));
    } catch (e) {
      void message.error((e as Error).message || t('courier.academy.error'));
    }
  };

  return (
    <div className="courier-course">
      <Button type="link" icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack} style={{ paddingLeft: 0 }}>
        {t('courier.academy.back')}
      </Button>
      <QueryState loading={course.isPending} error={course.error} errorText={t('courier.academy.loadError')} onRetry={() => void course.refetch()}>
        {data && step && (
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
              {data.title}
            </Typography.Title>
            <Steps
              size="small"
              current={stepNo - 1}
              direction="horizontal"
              responsive={false}
              items={data.steps.map((s) => ({
                title: <span className="visually-hidden">{s.title}</span>,
                status: done(s.order) ? 'finish' : s.order === stepNo ? 'process' : 'wait',
              }))}
            />
            <Typography.Text type="secondary" data-testid="course-step-counter">
              {t('courier.academy.stepOf', { current: stepNo, total: data.totalSteps })}
              {data.progress.completed ? ` · ${t('courier.academy.completed')}` : ''}
            </Typography.Text>
            <Card size="small">
              <Typography.Title level={3} style={{ fontSize: 18, marginTop: 0 }}>
                {step.title}
              </Typography.Title>
              {step.subtitle && <Typography.Paragraph type="secondary">{step.subtitle}</Typography.Paragraph>}
              {/* Sanitised by the server when the course was saved. */}
              <div className="courier-course-content" dangerouslySetInnerHTML={{ __html: step.content }} />
            </Card>
            <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
              <Button size="large" disabled={stepNo <= 1} onClick={() => setShown(stepNo - 1)}>
                {t('courier.academy.previous')}
              </Button>
              {done(stepNo) ? (
                <Button size="large" disabled={stepNo >= data.totalSteps} onClick={() => setShown(stepNo + 1)}>
                  {t('courier.academy.next')}
                </Button>
              ) : (
                <Button type="primary" size="large" loading={complete.isPending} onClick={() => void finish()}>
                  {stepNo === data.totalSteps ? t('courier.academy.finishCourse') : t('courier.academy.completeStep')}
                </Button>
              )}
            </Space>
          </Space>
        )}
      </QueryState>
    </div>
  );
}
