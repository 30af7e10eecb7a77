import { useEffect, useRef, useState } from 'react';
import { Result } from 'antd';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { signOut } from '../api/sign-out';

const REDIRECT_SECONDS = 5;

/**
 * Signed-in only. Revokes the token, clears the session and counts down to sign-in. It guards itself (instead of
 * sitting under RequireAuth) so that clearing the session does not bounce it away before the message shows.
 */
export function SignOutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { status } = useSession();
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || status !== 'signed-in') return;
    started.current = true;
    setPhase('running');
    void signOut().then(() => {
      queryClient.clear();
      setPhase('done');
    });
  }, [status, queryClient]);

  useEffect(() => {
    if (phase !== 'done') return;
    if (seconds <= 0) {
      navigate('/sign-in', { replace: true });
      return;
    }
    const id = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [phase, seconds, navigate]);

  if (status === 'restoring') return <FullPageSpinner />;
  if (status === 'guest' && phase === 'idle') return <Navigate to={`/sign-in?redirectURL=${encodeURIComponent('/sign-out')}`} replace />;

  const done = phase === 'done';
  return (
    <Result
      status={done ? 'success' : 'info'}
      title={<h1 style={{ fontSize: 26, margin: 0 }}>{done ? t('signOut.title') : t('signOut.inProgress')}</h1>}
      subTitle={done ? <span role="status">{t('signOut.redirecting', { count: seconds })}</span> : undefined}
      extra={<Link to="/sign-in">{t('signOut.goSignIn')}</Link>}
    />
  );
}
