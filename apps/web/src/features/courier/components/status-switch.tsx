import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CarrierStatus } from '@kurye/contracts/delivery';
import type { SettableStatus } from '@kurye/contracts/live';

const OPTIONS: SettableStatus[] = ['available', 'break', 'offline'];
const COLORS: Record<SettableStatus, string> = { available: '#389e0d', break: '#d48806', offline: '#8c8c8c' };

interface Props {
  status: CarrierStatus | undefined;
  pending: boolean;
  onChange: (status: SettableStatus) => void;
}

/** Müsait / Mola / Çevrimdışı; a busy courier (at capacity) is "available" as far as the switch goes. */
export function StatusSwitch({ status, pending, onChange }: Props) {
  const { t } = useTranslation();
  const value: SettableStatus | undefined = status === 'busy' ? 'available' : status;
  return (
    <Segmented<SettableStatus>
      block
      size="large"
      className="courier-status-switch"
      aria-label={t('courier.status.label')}
      disabled={pending || status === undefined}
      value={value}
      onChange={onChange}
      options={OPTIONS.map((s) => ({
        value: s,
        label: (
          <span className="courier-status-option">
            <span className="courier-status-dot" style={{ background: COLORS[s] }} aria-hidden />
            {t(`courier.status.${s}`)}
          </span>
        ),
      }))}
    />
  );
}
