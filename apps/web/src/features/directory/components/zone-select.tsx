import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZoneRows } from '../api/list-zones';
import { foldedSelectSearch } from '../../../lib/folded-search';

/** The zones the user may see, searchable. */
export function ZoneSelect(props: Omit<SelectProps<string>, 'options' | 'loading'>) {
  const { t } = useTranslation();
  const zones = useZoneRows();
  return (
    <Select<string>
      showSearch={foldedSelectSearch()}
      placeholder={t('directory.filters.allZones')}
      loading={zones.isPending}
      notFoundContent={zones.isError ? t('directory.zonesLoadError') : undefined}
      options={(zones.data ?? []).map((z) => ({ value: z.id, label: z.name }))}
      {...props}
    />
  );
}
