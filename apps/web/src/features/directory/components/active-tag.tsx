import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function ActiveTag({ active, inactiveLabel }: { active: boolean; inactiveLabel?: string }) {
  const { t } = useTranslation();
  return active ? <Tag color="green">{t('directory.active')}</Tag> : <Tag color="red">{inactiveLabel ?? t('directory.inactive')}</Tag>;
}
