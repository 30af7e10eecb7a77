import { App, Button, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/use-error-text';
import { useSaveGuide, type GuideInput } from '../api/help-center';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';

interface Props {
  /** The guide being changed; a new one without it. */
  id?: string;
  initial: Partial<GuideInput>;
  categories: { id: string; title: string }[];
  onDone(saved: { slug: string; category: { slug: string } }): void;
  onCancel(): void;
}

/** An Admin's guide form: title, address, category, summary and the HTML content (sanitised by the server on save). */
export function GuideForm({ id, initial, categories, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText({ codes: { guide_slug_taken: 'helpCenter.form.slugTaken' } });
  const save = useSaveGuide();
  const [form] = Form.useForm<GuideInput>();
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      data-testid="guide-form"
      onFinish={(guide) =>
        save.mutate(
          { id, guide },
          {
            onSuccess: (saved) => {
              void message.success(t('helpCenter.form.saved'));
              onDone(saved);
            },
            onError: (err) => void message.error(errorText(err)),
          },
        )
      }
    >
      <Form.Item
        name="title"
        label={t('helpCenter.form.title')}
        rules={[
          { required: true, whitespace: true },
          { min: 2, max: 160, message: t('helpCenter.form.titleRule') },
        ]}
      >
        <Input maxLength={160} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          name="slug"
          label={t('helpCenter.form.slug')}
          extra={t('helpCenter.form.slugHelp')}
          style={{ flex: '1 1 220px' }}
          rules={[{ required: true }, { pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, min: 2, max: 80, message: t('helpCenter.form.slugRule') }]}
        >
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="categoryId" label={t('helpCenter.form.category')} style={{ flex: '1 1 220px' }} rules={[{ required: true }]}>
          <Select options={categories.map((c) => ({ value: c.id, label: c.title }))} />
        </Form.Item>
      </Flex>
      <Form.Item name="subtitle" label={t('helpCenter.form.subtitle')}>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="content" label={t('helpCenter.form.content')} extra={t('helpCenter.form.contentHelp')} rules={[{ required: true, whitespace: true }]}>
        <RichTextEditor aria-label={t('helpCenter.form.content')} rows={14} />
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('helpCenter.form.save')}
        </Button>
        <Button onClick={onCancel}>{t('helpCenter.form.cancel')}</Button>
      </Flex>
    </Form>
  );
}
