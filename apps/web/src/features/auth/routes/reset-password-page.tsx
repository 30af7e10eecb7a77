import { Alert, Form, Input } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard, AuthSubmit } from '../components/auth-card';
import { ServerError } from '../components/server-error';
import { confirmPasswordRules, passwordRules } from '../components/form-rules';
import { useResetPassword } from '../api/reset-password';

interface ResetForm {
  password: string;
  passwordConfirm: string;
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();

  let body;
  if (!token) body = <Alert type="error" showIcon role="alert" title={t('resetPassword.missingToken')} />;
  else if (reset.isSuccess)
    body = <Alert type="success" showIcon role="status" title={t('resetPassword.done')} action={<Link to="/sign-in">{t('resetPassword.goSignIn')}</Link>} />;
  else
    body = (
      <>
        <ServerError error={reset.error} />
        <Form<ResetForm> noValidate layout="vertical" onFinish={(v) => reset.mutate({ token, password: v.password })}>
          <Form.Item name="password" label={t('fields.newPassword')} extra={t('validation.password')} rules={passwordRules(t)}>
            <Input.Password autoComplete="new-password" autoFocus />
          </Form.Item>
          <Form.Item
            name="passwordConfirm"
            label={t('fields.newPasswordConfirm')}
            messageVariables={{ label: t('fields.newPasswordConfirmRequiredLabel') }}
            dependencies={['password']}
            rules={confirmPasswordRules(t, 'password')}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <AuthSubmit loading={reset.isPending}>{t('resetPassword.submit')}</AuthSubmit>
        </Form>
      </>
    );

  return (
    <AuthCard
      title={t('resetPassword.title')}
      subtitle={t('resetPassword.subtitle')}
      footer={
        <>
          {!token || reset.error ? <Link to="/forgot-password">{t('resetPassword.requestNew')}</Link> : null}{' '}
          <Link to="/sign-in">{t('common.backToSignIn')}</Link>
        </>
      }
    >
      {body}
    </AuthCard>
  );
}
