import { Alert, Form, Input } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard, AuthSubmit } from '../components/auth-card';
import { ServerError } from '../components/server-error';
import { emailRules } from '../components/form-rules';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();

  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')} footer={<Link to="/sign-in">{t('common.backToSignIn')}</Link>}>
      <ServerError error={forgot.error} />
      {forgot.isSuccess ? (
        <Alert type="success" showIcon role="status" title={t('forgotPassword.sent')} />
      ) : (
        <Form<{ email: string }> noValidate layout="vertical" onFinish={(v) => forgot.mutate({ email: v.email.trim() })}>
          <Form.Item name="email" label={t('fields.email')} rules={emailRules(t)}>
            <Input type="email" autoComplete="email" inputMode="email" autoFocus />
          </Form.Item>
          <AuthSubmit loading={forgot.isPending}>{t('forgotPassword.submit')}</AuthSubmit>
        </Form>
      )}
    </AuthCard>
  );
}
