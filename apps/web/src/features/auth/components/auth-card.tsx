import type { ReactNode } from 'react';
import { Button, theme, Typography } from 'antd';

/**
 * Centered panel used by every auth page; the title is the page's h1. A plain themed box rather than antd Card:
 * Card pulls in Tabs → Dropdown → Menu, which would roughly add 25 kB gzip to the sign-in first load.
 * `footer`: the centred line of links under the form (back to sign-in, sign up, sign out).
 */
export function AuthCard({ title, subtitle, footer, children }: { title: string; subtitle?: ReactNode; footer?: ReactNode; children: ReactNode }) {
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
        {footer && <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>{footer}</Typography.Paragraph>}
      </div>
    </div>
  );
}

/** The form's one full-width submit button. */
export function AuthSubmit({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button type="primary" htmlType="submit" block size="large" loading={loading}>
      {children}
    </Button>
  );
}
