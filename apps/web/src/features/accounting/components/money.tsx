import { Typography } from 'antd';
import { formatMoney } from '../../../lib/format';

/** A kuruş amount as TRY, never wrapped; negative amounts in red when `signed`. */
export function Money({ value, strong, signed }: { value: number | null | undefined; strong?: boolean; signed?: boolean }) {
  return (
    <Typography.Text strong={strong} type={signed && (value ?? 0) < 0 ? 'danger' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {formatMoney(value ?? 0)}
    </Typography.Text>
  );
}
