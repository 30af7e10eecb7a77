import { Alert } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Fix, LocationProblem } from '../hooks/use-position-sharing';

interface Props {
  sharing: boolean;
  fix: Fix | null;
  problem: LocationProblem | null;
  queued: number;
}

/** Why the position is not shared (permission denied, no GPS), or a quiet line saying it is. */
export function LocationNotice({ sharing, fix, problem, queued }: Props) {
  const { t } = useTranslation();
  if (!sharing) return null;
  if (problem === 'denied')
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        data-testid="location-denied"
        title={t('courier.location.deniedTitle')}
        description={t('courier.location.denied')}
      />
    );
  if (problem === 'unsupported') return <Alert type="error" showIcon role="alert" title={t('courier.location.unsupported')} />;
  return (
    <>
      {problem === 'unavailable' && <Alert type="warning" showIcon role="alert" title={t('courier.location.unavailable')} />}
      {queued > 0 && <Alert type="warning" showIcon title={t('courier.location.queued', { count: queued })} />}
      <p className="courier-location-line" data-testid="location-line">
        <EnvironmentOutlined aria-hidden /> {fix ? t('courier.location.sharing', { meters: fix.accuracy }) : t('courier.location.waiting')}
      </p>
    </>
  );
}
