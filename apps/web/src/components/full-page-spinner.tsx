import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadingBar } from './loading-bar';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <LoadingBar active />
      <Spin size="large" aria-label={t('common.loading')} />
    </div>
  );
}
