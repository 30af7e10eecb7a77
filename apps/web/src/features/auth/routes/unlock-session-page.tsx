import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { safeRedirectPath } from '../../../lib/redirect';
import { useSession } from '../../../lib/session';
import { AuthCard } from '../components/auth-card';
import { UnlockForm } from '../components/unlock-form';

/** The locked screen as a page of its own (§1); an idle office screen locks in place instead (LockScreen). */
export function UnlockSessionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useSession();
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
      <UnlockForm onUnlocked={() => navigate(safeRedirectPath(params.get('redirectURL')) ?? '/signed-in-redirect', { replace: true })} />
    </AuthCard>
  );
}
