import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCarrierTypes } from '../../../lib/carrier-types-query';

export function CarrierTypeSelect(props: Omit<SelectProps<string>, 'options' | 'loading'>) {
  const { t } = useTranslation();
  const types = useCarrierTypes();
  return (
    <Select<string>
      placeholder={t('directory.filters.allTypes')}
      loading={types.isPending}
      options={(types.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
      {...props}
    />
  );
}
