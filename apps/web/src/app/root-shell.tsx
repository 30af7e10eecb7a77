import { useIsFetching } from '@tanstack/react-query';
import { Outlet, useNavigation } from 'react-router';
import { LoadingBar } from '../components/loading-bar';
import { FIRST_LOADS } from '../lib/loading-queries';

/**
 * Top of the tree: the loading bar while route chunks or queries without data yet load. Background refetches of
 * what is already on screen (polls: notifications, chats, emergencies; the live map's snapshot) do not show it: an
 * endlessly animated bar says nothing to the user and makes the compositor draw a frame every vsync.
 */
export function RootShell() {
  const navigation = useNavigation();
  const loading = useIsFetching(FIRST_LOADS);
  return (
    <>
      <LoadingBar active={navigation.state !== 'idle' || loading > 0} />
      <Outlet />
    </>
  );
}
