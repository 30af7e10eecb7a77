import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@kurye/contracts/applications';

const COLOR: Record<ApplicationStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOR[status] ?? 'default'}>{t(`directory.applications.status.${status}`)}</Tag>;
}
