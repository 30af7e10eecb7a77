import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListToolbar, type ListToolbarFilter } from '../../../components/list-toolbar';
import { PageFrame } from '../../../components/page-frame';
import { PagedTable, type ListQuery } from '../../../components/paged-table';
import { RetryAlert } from '../../../components/retry-alert';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import type { useTableState } from '../../../lib/use-table-state';
import { organisationErrorTexts } from '../lib/error-texts';
import { activeColumn, rowLinkColumn } from './list-parts';

/**
 * What differs between the organisation's two lists besides their columns and filters: the page, the paths (after
 * the area prefix), the create icon, the search box's width, the table's width and the row link's words; the texts
 * are `organisation.<entity>.*`.
 */
const ENTITIES = {
  user: { page: 'users', create: '/user/user-form', row: '/user/user-form/', Icon: UserAddOutlined, searchWidth: undefined, scrollX: 900, link: 'edit' },
  zone: { page: 'zoneList', create: '/zone/create', row: '/zone/details/', Icon: PlusOutlined, searchWidth: 300, scrollX: 640, link: 'details' },
} as const;
type Entity = keyof typeof ENTITIES;

/** A toolbar filter kept in the address under `param`. */
export type OrganisationFilter = Omit<ListToolbarFilter, 'onChange'> & { param: string };

interface Props<Row> {
  entity: Entity;
  table: ReturnType<typeof useTableState>;
  query: ListQuery<Row>;
  /** The entity's own columns; "Durum" and the link to each row's page follow them. */
  columns: ColumnsType<Row>;
  /** The filters after the search box; each is cleared by "Filtreleri temizle". */
  filters: OrganisationFilter[];
}

/**
 * An organisation list page (users, zones): the title with its "create" button, the search and filters (in the
 * address), the entity's columns then its state and a link to each row, a failed load as an alert above the table (the last page stays), the server-paged table spinning while
 * the first or a new page loads, and "no match" rather than "none yet" while anything is filtered.
 */
export function OrganisationListPage<Row extends { id: string; name: string; active: boolean }>({
  entity,
  table,
  query,
  columns,
  filters,
}: Props<Row>): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const prefix = useAreaPrefix();
  const errorText = useErrorText(organisationErrorTexts);
  const e = ENTITIES[entity];
  const text = (key: string, values?: Record<string, unknown>) => t(`organisation.${entity}.${key}`, values);
  const q = table.get('q');
  const filtered = !!q || filters.some((f) => !!f.value);
  return (
    <PageFrame
      page={e.page}
      extra={
        <Button type="primary" icon={<e.Icon aria-hidden />} onClick={() => navigate(`${prefix}${e.create}`)}>
          {text('create')}
        </Button>
      }
    >
      <ListToolbar
        search={{
          id: `${entity}-search`,
          label: t('organisation.common.search'),
          placeholder: text('searchPlaceholder'),
          value: q,
          onSearch: (v) => table.update({ q: v }),
          width: e.searchWidth,
        }}
        filters={filters.map(({ param, ...f }) => ({ ...f, onChange: (v) => table.update({ [param]: v }) }))}
        onClear={() => table.update(Object.fromEntries([['q', undefined], ...filters.map((f) => [f.param, undefined])]))}
      />
      {query.isError && <RetryAlert style={{ marginBottom: 16 }} text={errorText(query.error)} onRetry={() => void query.refetch()} />}
      <PagedTable<Row>
        table={table}
        data={query.data}
        rowKey="id"
        data-testid={`${entity}-table`}
        loading={query.isPending || query.isPlaceholderData}
        scroll={{ x: e.scrollX }}
        emptyText={filtered ? text('noMatch') : text('empty')}
        totalText={(count) => text('total', { count })}
        columns={[
          ...columns,
          activeColumn<Row>(t),
          rowLinkColumn<Row>(t, (row) => ({
            to: `${prefix}${e.row}${row.id}`,
            text: t(`organisation.common.${e.link}`),
            label: text(`${e.link}Of`, { name: row.name }),
          })),
        ]}
      />
    </PageFrame>
  );
}
