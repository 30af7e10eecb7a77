import { Form, Input } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { safeRedirectPath } from '../../../lib/redirect';
import { useSession } from '../../../lib/session';
import { AuthCard, AuthSubmit } from '../components/auth-card';
import { ServerError } from '../components/server-error';
import { requiredRule } from '../components/form-rules';
import { useUnlockSession } from '../api/unlock-session';

/** The locked screen: the user re-enters the password; the e-mail is the signed-in user's. */
export function UnlockSessionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useSession();
  const unlock = useUnlockSession();
  const email = user?.email ?? '';

  return (
    <AuthCard
      title={t('unlockSession.title')}
      subtitle={t('unlockSession.subtitle', { name: user?.name ?? '' })}
      footer={
        <>
          {t('unlockSession.notYou')} <Link to="/sign-out">{t('userMenu.signOut')}</Link>
        </>
      }
    >
      <ServerError error={unlock.error} />
      <Form<{ password: string }>
        noValidate
        layout="vertical"
        onFinish={(v) =>
          unlock.mutate(
            { email, password: v.password },
            { onSuccess: () => navigate(safeRedirectPath(params.get('redirectURL')) ?? '/signed-in-redirect', { replace: true }) },
          )
        }
      >
        <Form.Item label={t('fields.email')}>
          <Input value={email} disabled autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('fields.password')} rules={[requiredRule(t)]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <AuthSubmit loading={unlock.isPending}>{t('unlockSession.submit')}</AuthSubmit>
      </Form>
    </AuthCard>
  );
}
