import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { safeRedirectPath } from '../../../lib/redirect';
import { AuthCard, AuthSubmit } from '../components/auth-card';
import { ServerError } from '../components/server-error';
import { emailRules, requiredRule } from '../components/form-rules';
import { useSignIn, type SignInInput } from '../api/sign-in';

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const [form] = Form.useForm<SignInInput>();
  // The form is disabled while signing in, which drops the focus to the page: after a refusal, back to the password.
  useEffect(() => {
    if (signIn.error) form.focusField('password');
  }, [signIn.error, form]);

  const onFinish = (values: SignInInput) =>
    signIn.mutate(values, {
      onSuccess: () => navigate(safeRedirectPath(params.get('redirectURL')) ?? '/signed-in-redirect', { replace: true }),
    });

  return (
    <AuthCard
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      footer={
        <>
          {t('signIn.noAccount')} <Link to="/sign-up">{t('signIn.signUp')}</Link>
        </>
      }
    >
      <ServerError error={signIn.error} />
      <Form<SignInInput> form={form} noValidate layout="vertical" onFinish={onFinish} disabled={signIn.isPending}>
        <Form.Item name="email" label={t('fields.email')} rules={emailRules(t)}>
          <Input type="email" autoComplete="email" inputMode="email" autoFocus />
        </Form.Item>
        <Form.Item name="password" label={t('fields.password')} rules={[requiredRule]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <div style={{ textAlign: 'end', marginTop: -8, marginBottom: 16 }}>
          <Link to="/forgot-password">{t('signIn.forgotPassword')}</Link>
        </div>
        <AuthSubmit loading={signIn.isPending}>{t('signIn.submit')}</AuthSubmit>
      </Form>
    </AuthCard>
  );
}
