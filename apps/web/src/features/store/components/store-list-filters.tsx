import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { PACKET_STATUSES, REQUEST_STATUSES } from '@kurye/contracts/delivery';
import { DayRangeField, SelectFilterField } from '../../../components/filter-fields';
import type { useTableState } from '../../../lib/use-table-state';

type ListKind = 'packets' | 'requests';

/** What differs between the store's two lists' filters: ids, widths, words and the statuses offered. */
function useFilterTexts(list: ListKind) {
  const { t } = useTranslation();
  return list === 'packets'
    ? {
        id: 'packet-history',
        width: 220,
        texts: { status: t('storePacketHistory.status'), all: t('storePacketHistory.allStatuses'), range: t('storePacketHistory.dateRange') },
        options: PACKET_STATUSES.map((s) => ({ value: s, label: t(`storePacketHistory.statuses.${s}`) })),
      }
    : {
        id: 'store-requests',
        width: 200,
        texts: { status: t('store.list.status'), all: t('store.list.allStatuses'), range: t('store.list.dateRange') },
        options: REQUEST_STATUSES.map((s) => ({ value: s, label: t(`request.status.${s}`) })),
      };
}

interface Props {
  list: ListKind;
  table: Pick<ReturnType<typeof useTableState>, 'get' | 'update'>;
  /** The status in force (the page checks the address's against the statuses). */
  status: string | undefined;
}

/** The filters above the store's request and packet lists: a status and a day range, both kept in the address. */
export function StoreListFilters({ list, table, status }: Props) {
  const { id, width, texts, options } = useFilterTexts(list);
  return (
    <Form noValidate layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
      <SelectFilterField
        id={`${id}-status`}
        label={texts.status}
        placeholder={texts.all}
        width={width}
        value={status}
        onChange={(v) => table.update({ status: v })}
        options={options}
      />
      <DayRangeField id={`${id}-range`} label={texts.range} from={table.get('from')} to={table.get('to')} onChange={table.update} />
    </Form>
  );
}
