import type { ReactNode } from 'react';
import { Empty, Typography } from 'antd';

/** Empty state for the application forms until they are built. */
export function ApplicationNotOpen({ title, description, actions }: { title: string; description: string; actions: ReactNode }) {
  return (
    <section aria-labelledby="page-title" style={{ maxWidth: 720, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1} id="page-title" style={{ fontSize: 28 }}>
        {title}
      </Typography.Title>
      <Empty style={{ marginTop: 32 }} description={description}>
        {actions}
      </Empty>
    </section>
  );
}
