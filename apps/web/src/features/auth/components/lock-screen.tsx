import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Button, theme } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicSettings } from '@kurye/contracts/settings';
import { publicSettingsKeys } from '../../../lib/public-settings-query';
import { clearSession, useSession } from '../../../lib/session';
import { AuthCard } from './auth-card';
import { UnlockForm } from './unlock-form';

/**
 * Over a locked screen: the page stays mounted underneath (hidden, and out of reach of the keyboard and screen readers)
 * and goes on once the password is given; its calls waited meanwhile and everything on screen is fetched again.
 */
export default function LockScreen() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const minutes = queryClient.getQueryData<PublicSettings>(publicSettingsKeys.all)?.session.idleLockMinutes;

  useEffect(() => {
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    return () => root?.removeAttribute('inert');
  }, []);

  // The token is already revoked: signing out here only forgets this browser's session.
  const signOut = () => {
    clearSession();
    queryClient.clear();
    navigate('/sign-in', { replace: true });
  };

  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('unlockSession.title')}
      data-testid="lock-screen"
      style={{ position: 'fixed', inset: 0, zIndex: 3000, overflowY: 'auto', display: 'flex', padding: 16, background: token.colorBgLayout }}
    >
      <AuthCard
        title={t('unlockSession.title')}
        subtitle={
          <>
            {minutes ? t('unlockSession.idle', { minutes }) + ' ' : ''}
            {t('unlockSession.subtitle', { name: user?.name ?? '' })}
          </>
        }
        footer={
          <>
            {t('unlockSession.notYou')}{' '}
            <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={signOut}>
              {t('userMenu.signOut')}
            </Button>
          </>
        }
      >
        <UnlockForm onUnlocked={() => void queryClient.invalidateQueries()} />
      </AuthCard>
    </div>,
    document.body,
  );
}
