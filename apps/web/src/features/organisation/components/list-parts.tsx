import { Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { OrganisationFilter } from './organisation-list-page';

/** The "Durum" column of an organisation list: a green "Aktif" or a plain "Pasif". */
export function activeColumn<Row>(t: TFunction): ColumnType<Row> {
  return {
    key: 'active',
    title: t('organisation.common.state'),
    dataIndex: 'active',
    render: (a: boolean) => (a ? <Tag color="green">{t('organisation.common.active')}</Tag> : <Tag>{t('organisation.common.inactive')}</Tag>),
  };
}

/** The last column: a link to the row's own page, its accessible name naming the row ("Ali Yılmaz: düzenle"). */
export function rowLinkColumn<Row>(t: TFunction, link: (row: Row) => { to: string; text: string; label: string }): ColumnType<Row> {
  return {
    key: 'actions',
    title: <span className="visually-hidden">{t('organisation.common.actions')}</span>,
    render: (_: unknown, row) => {
      const { to, text, label } = link(row);
      return (
        <Link to={to} aria-label={label}>
          {text}
        </Link>
      );
    },
  };
}

/** The "Durum" filter of an organisation list's toolbar (active / inactive, `active=true|false` in the address). */
export function activeFilter(t: TFunction, id: string, value: string | undefined): OrganisationFilter {
  return {
    param: 'active',
    id,
    label: t('organisation.common.state'),
    value,
    width: 150,
    options: [
      { value: 'true', label: t('organisation.common.active') },
      { value: 'false', label: t('organisation.common.inactive') },
    ],
  };
}
