import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { AuthSubmit } from './auth-card';
import { ServerError } from './server-error';
import { requiredRule } from './form-rules';
import { useUnlockSession } from '../api/unlock-session';

/** The signed-in user's e-mail (fixed) and password; a right one starts a new session, then `onUnlocked`. */
export function UnlockForm({ onUnlocked }: { onUnlocked: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const unlock = useUnlockSession();
  const email = user?.email ?? '';
  return (
    <>
      <ServerError error={unlock.error} />
      <Form<{ password: string }> noValidate layout="vertical" onFinish={(v) => unlock.mutate({ email, password: v.password }, { onSuccess: onUnlocked })}>
        <Form.Item label={t('fields.email')}>
          <Input value={email} disabled autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('fields.password')} rules={[requiredRule]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <AuthSubmit loading={unlock.isPending}>{t('unlockSession.submit')}</AuthSubmit>
      </Form>
    </>
  );
}
