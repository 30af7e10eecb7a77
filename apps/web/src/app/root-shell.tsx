import { useIsFetching } from '@tanstack/react-query';
import { Outlet, useNavigation } from 'react-router';
import { LoadingBar } from '../components/loading-bar';

/** Top of the tree: the loading bar while route chunks or queries load. */
export function RootShell() {
  const navigation = useNavigation();
  const fetching = useIsFetching();
  return (
    <>
      <LoadingBar active={navigation.state !== 'idle' || fetching > 0} />
      <Outlet />
    </>
  );
}
