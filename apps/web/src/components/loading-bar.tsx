import { useTranslation } from 'react-i18next';

/** A thin bar at the top of the page while route chunks or queries load. */
export function LoadingBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return <div className="loading-bar" role="progressbar" aria-label={t('common.loading')} aria-busy="true" />;
}
