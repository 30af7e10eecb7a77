import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, type ListQuery, type PagedTableProps } from '../../../components/paged-table';
import { RetryAlert } from '../../../components/retry-alert';
import { useErrorText } from '../../../lib/use-error-text';
import { organisationErrorTexts } from '../lib/error-texts';

type Entity = 'user' | 'zone';

/** What differs between the organisation's lists: the test id, the width before scrolling and the words. */
function useEntity(entity: Entity) {
  const { t } = useTranslation();
  return entity === 'user'
    ? {
        testId: 'user-table',
        scrollX: 900,
        empty: t('organisation.user.empty'),
        noMatch: t('organisation.user.noMatch'),
        total: (count: number) => t('organisation.user.total', { count }),
      }
    : {
        testId: 'zone-table',
        scrollX: 640,
        empty: t('organisation.zone.empty'),
        noMatch: t('organisation.zone.noMatch'),
        total: (count: number) => t('organisation.zone.total', { count }),
      };
}

interface Props<Row> extends Pick<PagedTableProps<Row>, 'table' | 'columns'> {
  entity: Entity;
  query: ListQuery<Row>;
  /** Whether a search or filter is set: an empty page then says "no match" rather than "none yet". */
  filtered: boolean;
}

/**
 * The table of an organisation list (users, zones): a failed load as an alert above it (the last page stays), a
 * spinner while the first or a new page loads, the entity's empty and total texts.
 */
export function OrganisationTable<Row extends { id: string }>({ entity, query, filtered, table, columns }: Props<Row>): ReactNode {
  const errorText = useErrorText(organisationErrorTexts);
  const texts = useEntity(entity);
  return (
    <>
      {query.isError && <RetryAlert style={{ marginBottom: 16 }} text={errorText(query.error)} onRetry={() => void query.refetch()} />}
      <PagedTable<Row>
        table={table}
        data={query.data}
        rowKey="id"
        data-testid={texts.testId}
        loading={query.isPending || query.isPlaceholderData}
        scroll={{ x: texts.scrollX }}
        emptyText={filtered ? texts.noMatch : texts.empty}
        totalText={texts.total}
        columns={columns}
      />
    </>
  );
}
