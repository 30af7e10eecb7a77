import { Alert, Button, Form, Input, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { ServerError } from '../components/server-error';
import { emailRules } from '../components/form-rules';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();

  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      <ServerError error={forgot.error} />
      {forgot.isSuccess ? (
        <Alert type="success" showIcon role="status" title={t('forgotPassword.sent')} />
      ) : (
        <Form<{ email: string }> noValidate layout="vertical" onFinish={(v) => forgot.mutate({ email: v.email.trim() })}>
          <Form.Item name="email" label={t('fields.email')} rules={emailRules(t)}>
            <Input type="email" autoComplete="email" inputMode="email" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={forgot.isPending}>
            {t('forgotPassword.submit')}
          </Button>
        </Form>
      )}
      <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/sign-in">{t('common.backToSignIn')}</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
