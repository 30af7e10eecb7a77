import type { ReactNode } from 'react';
import { theme, Typography } from 'antd';

/**
 * Centered panel used by every auth page; the title is the page's h1. A plain themed box rather than antd Card:
 * Card pulls in Tabs → Dropdown → Menu, which would roughly add 25 kB gzip to the sign-in first load.
 */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', flex: 1, paddingTop: '4vh' }}>
      <div
        style={{
          width: '100%',
          maxWidth: 440,
          padding: 32,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          border: `1px solid ${token.colorBorderSecondary}`,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
        {children}
      </div>
    </div>
  );
}
