import { lazy, Suspense } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { Outlet, useNavigation } from 'react-router';
import { LoadingBar } from '../components/loading-bar';
import { FIRST_LOADS } from '../lib/loading-queries';
import { useSession, useSessionLocked } from '../lib/session';

/** Loaded only when a screen locks: it stays out of the sign-in first load. */
const LockScreen = lazy(() => import('../features/auth/components/lock-screen'));

/**
 * Top of the tree: the loading bar while route chunks or queries without data yet load, and the lock screen over
 * everything while the session is locked. Background refetches of what is already on screen (polls: notifications,
 * chats, emergencies; the live map's snapshot) do not show the bar: an endlessly animated bar says nothing to the user
 * and makes the compositor draw a frame every vsync.
 */
export function RootShell() {
  const navigation = useNavigation();
  const loading = useIsFetching(FIRST_LOADS);
  const locked = useSessionLocked();
  const { status } = useSession();
  return (
    <>
      <LoadingBar active={navigation.state !== 'idle' || loading > 0} />
      <Outlet />
      {locked && status === 'signed-in' && (
        <Suspense fallback={null}>
          <LockScreen />
        </Suspense>
      )}
    </>
  );
}
