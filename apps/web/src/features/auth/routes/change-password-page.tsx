import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ServerError } from '../components/server-error';
import { confirmPasswordRules, passwordRules, requiredRule } from '../components/form-rules';
import { useChangePassword } from '../api/change-password';

interface ChangeForm {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirm: string;
}

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangeForm>();
  const change = useChangePassword();

  return (
    <section aria-labelledby="page-title" style={{ maxWidth: 520 }}>
      <Typography.Title level={1} id="page-title" className="page-title" style={{ fontSize: 26 }}>
        {t('changePassword.title')}
      </Typography.Title>
      <Card>
        <ServerError error={change.error} />
        {change.isSuccess && <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={t('changePassword.done')} />}
        <Form<ChangeForm>
          noValidate
          form={form}
          layout="vertical"
          onFinish={(v) => change.mutate({ currentPassword: v.currentPassword, newPassword: v.newPassword }, { onSuccess: () => form.resetFields() })}
        >
          <Form.Item name="currentPassword" label={t('fields.currentPassword')} rules={[requiredRule]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="newPassword" label={t('fields.newPassword')} extra={t('validation.password')} rules={passwordRules(t)}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="newPasswordConfirm"
            label={t('fields.newPasswordConfirm')}
            messageVariables={{ label: t('fields.newPasswordConfirmRequiredLabel') }}
            dependencies={['newPassword']}
            rules={confirmPasswordRules(t, 'newPassword')}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            {t('changePassword.submit')}
          </Button>
        </Form>
      </Card>
    </section>
  );
}
