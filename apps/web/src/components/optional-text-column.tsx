import type { ReactNode } from 'react';
import { Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';

/** A table column of free text that may be empty (a note, a description): the text, or a grey "—". */
export function optionalTextColumn<Row>(key: string, title: ReactNode): ColumnType<Row> {
  return { key, title, dataIndex: key, render: (value: string | null) => value || <Typography.Text type="secondary">—</Typography.Text> };
}
