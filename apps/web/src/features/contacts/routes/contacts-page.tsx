import { Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_TAGS, type ContactTag } from '@kurye/contracts/contacts';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageFrame } from '../../../components/page-frame';
import { PagedTable } from '../../../components/paged-table';
import { PhoneLink } from '../../../components/phone-link';
import { RetryAlert } from '../../../components/retry-alert';
import { sortableColumn } from '../../../lib/table-columns';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { useTableState } from '../../../lib/use-table-state';
import { useContactList, type Contact } from '../api/contacts';

const SORTS = ['name', '-name', 'zoneName', '-zoneName'] as const;
export const TAG_COLORS: Record<ContactTag, string> = { store: 'blue', courier: 'green', joker: 'gold', passive: 'default' };

/** `<area>/contacts`: the stores and couriers of the caller's zones in one list, searched by name and filtered by tag. */
export function ContactsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const prefix = useAreaPrefix();
  const table = useTableState(SORTS);
  const q = table.get('q');
  const tag = table.get('tag') as ContactTag | undefined;
  const list = useContactList({ ...table.paging, q, tag });

  return (
    <PageFrame page="contacts">
      <ListToolbar
        search={{
          id: 'contact-search',
          label: t('contacts.search'),
          placeholder: t('contacts.searchPlaceholder'),
          value: q,
          onSearch: (v) => table.update({ q: v }),
        }}
        filters={[
          {
            id: 'contact-tag',
            label: t('contacts.tag'),
            value: tag,
            onChange: (v) => table.update({ tag: v }),
            width: 170,
            options: CONTACT_TAGS.map((id) => ({ value: id, label: t(`contacts.tags.${id}`) })),
          },
        ]}
        onClear={() => table.update({ q: undefined, tag: undefined })}
      />
      {list.isError && <RetryAlert style={{ marginBottom: 16 }} text={errorText(list.error)} onRetry={() => void list.refetch()} />}
      <PagedTable<Contact>
        table={table}
        data={list.data}
        rowKey="id"
        data-testid="contact-table"
        loading={list.isPending || list.isPlaceholderData}
        scroll={{ x: 640 }}
        emptyText={q || tag ? t('contacts.noMatch') : t('contacts.empty')}
        totalText={(total) => t('contacts.total', { count: total })}
        columns={[
          sortableColumn(table, 'name', t('contacts.name'), {
            render: (name: string, c) => <Link to={`${prefix}/contacts/${c.id}`}>{name}</Link>,
          }),
          { key: 'phone', dataIndex: 'phone', title: t('contacts.phone'), render: (phone: string) => <PhoneLink phone={phone} /> },
          sortableColumn(table, 'zoneName', t('contacts.zone')),
          {
            key: 'tags',
            title: t('contacts.tag'),
            render: (_: unknown, c) =>
              c.tags.map((id) => (
                <Tag key={id} color={TAG_COLORS[id]}>
                  {t(`contacts.tags.${id}`)}
                </Tag>
              )),
          },
        ]}
      />
    </PageFrame>
  );
}
