import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** A public page's centred column (`maxWidth`) under its title, the page's h1. */
export function PublicPage({ title, maxWidth, children }: { title: string; maxWidth: number; children: ReactNode }) {
  return (
    <section aria-labelledby="page-title" style={{ maxWidth, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1} id="page-title" style={{ fontSize: 28 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
