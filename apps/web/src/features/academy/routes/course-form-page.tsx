import { App, Button, Card, Form, Input, InputNumber, Select, Skeleton, Space, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourseBody, CourseDetail } from '@kurye/contracts/academy';
import { useCarrierTypes } from '../../../lib/carrier-types-query';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { LoadError } from '../../../components/load-error';
import { PageFrame } from '../../../components/page-frame';
import { useCategories, useCourse, useSaveCourse } from '../api/academy';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';

type FormValues = Required<Omit<CourseBody, 'steps'>> & { steps: { title: string; subtitle?: string; content: string }[] };

/** …/academy/create and …/academy/edit/:id — a course and its steps; step text is HTML the server sanitises. */
export function CourseFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const course = useCourse(id ?? '', !!id);
  const back = { to: `${useAreaPrefix()}/academy`, label: t('pages.academy') };
  const title = id ? t('academy.edit') : t('academy.create');
  if (id && course.isPending)
    return (
      <PageFrame title={title} back={back}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </PageFrame>
    );
  if (id && course.isError)
    return (
      <PageFrame title={title} back={back}>
        <LoadError error={course.error} onRetry={() => void course.refetch()} />
      </PageFrame>
    );
  return (
    <PageFrame title={title} back={back}>
      <CourseForm existing={course.data} />
    </PageFrame>
  );
}

function CourseForm({ existing }: { existing?: CourseDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const prefix = useAreaPrefix();
  const categories = useCategories();
  const types = useCarrierTypes();
  const save = useSaveCourse();
  const initial: Partial<FormValues> = existing ?? {
    duration: 10,
    featured: false,
    requiredFor: [],
    description: '',
    steps: [{ title: '', subtitle: '', content: '' }],
  };

  const submit = async (v: FormValues) => {
    try {
      const saved = await save.mutateAsync({ id: existing?.id, body: v });
      void message.success(t('academy.saved'));
      navigate(`${prefix}/academy/course/${saved.id}`);
    } catch (e) {
      void message.error(errorText(e));
    }
  };

  return (
    <Form<FormValues> layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} noValidate style={{ maxWidth: 820 }}>
      <Form.Item
        name="title"
        label={t('academy.field.title')}
        messageVariables={{ label: t('academy.field.titleRequiredLabel') }}
        rules={[
          { required: true, whitespace: true },
          { min: 2, message: t('validation.minLength', { count: 2 }) },
        ]}
      >
        <Input maxLength={150} />
      </Form.Item>
      <Form.Item
        name="slug"
        label={t('academy.field.slug')}
        extra={t('academy.slugHelp')}
        rules={[{ required: true }, { pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: t('academy.slugInvalid') }]}
      >
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item name="category" label={t('academy.field.category')} rules={[{ required: true }]}>
        <Select loading={categories.isPending} options={(categories.data ?? []).map((c) => ({ value: c.slug, label: c.title }))} />
      </Form.Item>
      <Form.Item name="description" label={t('academy.field.description')}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      <Space wrap size={24}>
        <Form.Item
          name="duration"
          label={t('academy.field.durationMinutes')}
          messageVariables={{ label: t('academy.field.durationMinutesRequiredLabel') }}
          rules={[{ required: true }]}
        >
          <InputNumber min={1} max={600} precision={0} />
        </Form.Item>
        <Form.Item name="featured" label={t('academy.featured')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item name="requiredFor" label={t('academy.field.requiredFor')} extra={t('academy.requiredHelp')}>
        <Select mode="multiple" allowClear loading={types.isPending} options={(types.data ?? []).map((ct) => ({ value: ct.code, label: ct.name }))} />
      </Form.Item>
      <Form.List name="steps">
        {(fields, { add, remove }) => (
          <Space orientation="vertical" size={12} style={{ width: '100%', marginBottom: 16 }}>
            {fields.map((field, i) => (
              <Card
                key={field.key}
                size="small"
                title={t('academy.stepN', { n: i + 1 })}
                extra={
                  fields.length > 1 && (
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('academy.removeStep', { n: i + 1 })}
                      onClick={() => remove(field.name)}
                    />
                  )
                }
              >
                {/* Every step has the same three fields: their names and messages say which step they belong to. */}
                <Form.Item
                  name={[field.name, 'title']}
                  label={t('academy.field.stepTitle')}
                  messageVariables={{ label: t('academy.stepTitleOf', { n: i + 1 }) }}
                  rules={[{ required: true, whitespace: true }]}
                >
                  <Input maxLength={150} aria-label={t('academy.inStep', { label: t('academy.field.stepTitle'), n: i + 1 })} />
                </Form.Item>
                <Form.Item name={[field.name, 'subtitle']} label={t('academy.field.subtitle')}>
                  <Input maxLength={200} aria-label={t('academy.inStep', { label: t('academy.field.subtitle'), n: i + 1 })} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'content']}
                  label={t('academy.field.content')}
                  messageVariables={{ label: t('academy.stepContentOf', { n: i + 1 }) }}
                  extra={t('academy.contentHelp')}
                  rules={[{ required: true, whitespace: true }]}
                >
                  <RichTextEditor aria-label={t('academy.inStep', { label: t('academy.field.content'), n: i + 1 })} rows={6} images />
                </Form.Item>
              </Card>
            ))}
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ title: '', subtitle: '', content: '' })} disabled={fields.length >= 50}>
              {t('academy.addStep')}
            </Button>
          </Space>
        )}
      </Form.List>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('academy.save')}
      </Button>
    </Form>
  );
}
