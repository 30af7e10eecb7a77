import { Button, Checkbox, Form, Input, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { ServerError } from '../components/server-error';
import { confirmPasswordRules, emailRules, passwordRules, requiredRule } from '../components/form-rules';
import { useSignUp } from '../api/sign-up';

interface SignUpForm {
  name: string;
  surname: string;
  storeName: string;
  email: string;
  phone: string;
  password: string;
  passwordConfirm: string;
  agreements: boolean;
}

/** Normalises "0532 123 45 67" / "+90 532…" to the digits the API accepts. */
const normalisePhone = (v: string) => v.replace(/[\s()-]/g, '');

export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signUp = useSignUp();

  const onFinish = (v: SignUpForm) =>
    signUp.mutate(
      {
        name: v.name.trim(),
        surname: v.surname.trim(),
        storeName: v.storeName.trim(),
        email: v.email.trim(),
        phone: normalisePhone(v.phone),
        password: v.password,
        agreements: true,
      },
      { onSuccess: () => navigate('/confirmation-required', { replace: true }) },
    );

  const nameRules = [requiredRule(t), { min: 2, message: t('validation.minLength', { count: 2 }) }];

  return (
    <AuthCard title={t('signUp.title')} subtitle={t('signUp.subtitle')}>
      <ServerError error={signUp.error} />
      <Form<SignUpForm> noValidate layout="vertical" requiredMark={false} onFinish={onFinish} disabled={signUp.isPending}>
        <Form.Item name="name" label={t('fields.name')} rules={[...nameRules, { max: 80, message: t('validation.maxLength', { count: 80 }) }]}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="surname" label={t('fields.surname')} rules={[...nameRules, { max: 80, message: t('validation.maxLength', { count: 80 }) }]}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item name="storeName" label={t('fields.storeName')} rules={[...nameRules, { max: 120, message: t('validation.maxLength', { count: 120 }) }]}>
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item name="email" label={t('fields.email')} rules={emailRules(t)}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('fields.phone')}
          extra={t('fields.phoneHint')}
          rules={[
            requiredRule(t),
            {
              validator: (_, value: string | undefined) =>
                !value || /^\+?90?5\d{9}$/.test(normalisePhone(value)) ? Promise.resolve() : Promise.reject(new Error(t('validation.phone'))),
            },
          ]}
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="05XX XXX XX XX" />
        </Form.Item>
        <Form.Item name="password" label={t('fields.password')} extra={t('validation.password')} rules={passwordRules(t)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="passwordConfirm" label={t('fields.passwordConfirm')} dependencies={['password']} rules={confirmPasswordRules(t, 'password')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="agreements"
          valuePropName="checked"
          rules={[{ validator: (_, v: boolean) => (v ? Promise.resolve() : Promise.reject(new Error(t('validation.agreements')))) }]}
        >
          <Checkbox>{t('signUp.agreements')}</Checkbox>
        </Form.Item>
        <Typography.Paragraph style={{ marginTop: -12 }}>
          <Link to="/privacy-policy" target="_blank">
            {t('signUp.privacyLink')}
          </Link>
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" block size="large" loading={signUp.isPending}>
          {t('signUp.submit')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
        {t('signUp.haveAccount')} <Link to="/sign-in">{t('signUp.signIn')}</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
