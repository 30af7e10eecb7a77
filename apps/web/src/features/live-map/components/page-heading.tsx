import type { ReactNode } from 'react';
import { Space, Typography } from 'antd';

/** The page's h1 (`page-title`, which the page's section is labelled by) with its filter beside it. */
export function PageHeading({ title, marginBottom = 16, children }: { title: ReactNode; marginBottom?: number; children: ReactNode }) {
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap', marginBottom }} align="center">
      <Typography.Title level={1} id="page-title" className="page-title" style={{ fontSize: 26, marginBottom: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Space>
  );
}
