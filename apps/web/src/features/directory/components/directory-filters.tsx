import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, FilterRow } from '../../../components/filter-row';
import type { useTableState } from '../../../lib/use-table-state';
import { ZoneSelect } from './zone-select';

type ListState = Pick<ReturnType<typeof useTableState>, 'get' | 'update'>;

interface Props {
  list: ListState;
  /** The search box's placeholder and width. */
  search: { placeholder: string; width: number };
  /** "Filtreleri temizle": shown while `shown`; empties the search and these address parameters. */
  clear?: { shown: boolean; params: string[] };
  children?: ReactNode;
}

/** The filter row of a directory list: the search (`q` in the address), the page's filters and the clear button. */
export function DirectoryFilters({ list, search, clear, children }: Props) {
  const { t } = useTranslation();
  return (
    <FilterRow
      label={t('directory.filters.label')}
      search={{ ...search, value: list.get('q'), label: t('directory.filters.search'), onSearch: (q) => list.update({ q }) }}
      clear={
        clear && {
          shown: clear.shown,
          label: t('directory.filters.clear'),
          onClear: () => list.update(Object.fromEntries(['q', ...clear.params].map((p) => [p, undefined]))),
        }
      }
    >
      {children}
    </FilterRow>
  );
}

/** The zone filter of a directory list (`zoneId` in the address). */
export function ZoneFilter({ list, minWidth }: { list: ListState; minWidth: number }) {
  const { t } = useTranslation();
  return (
    <ZoneSelect
      allowClear
      aria-label={t('directory.filters.zone')}
      value={list.get('zoneId')}
      onChange={(zoneId) => list.update({ zoneId })}
      style={{ minWidth }}
    />
  );
}

/** The active/inactive filter of a directory list (`active=true|false` in the address); `inactive` names the other state. */
export function ActiveFilter({ list, value, inactive, minWidth }: { list: ListState; value: string | undefined; inactive: string; minWidth: number }) {
  const { t } = useTranslation();
  return (
    <ChoiceFilter
      label={t('directory.filters.status')}
      value={value}
      onChange={(v) => list.update({ active: v })}
      minWidth={minWidth}
      allLabel={t('directory.filters.allStatuses')}
      options={[
        { value: 'true', label: t('directory.filters.activeOnly') },
        { value: 'false', label: inactive },
      ]}
    />
  );
}
