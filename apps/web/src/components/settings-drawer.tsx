import { useState } from 'react';
import { Alert, Button, Drawer, Radio, Tooltip, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LAYOUTS, setConfiguredLayout, useConfiguredLayout, type LayoutName } from '../lib/layout-preference';
import { LAYOUT_SPECS } from '../lib/layout-specs';

/** Settings drawer: the layout for this browser session (choosing one clears ?layout=). */
export function SettingsDrawer({ routeLayout }: { routeLayout?: LayoutName }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const configured = useConfiguredLayout();
  const [params, setParams] = useSearchParams();

  const choose = (layout: LayoutName) => {
    setConfiguredLayout(layout);
    if (params.has('layout')) {
      const next = new URLSearchParams(params);
      next.delete('layout');
      setParams(next, { replace: true });
    }
  };

  return (
    <>
      <Tooltip title={t('settings.title')}>
        <Button type="text" aria-label={t('settings.title')} icon={<SettingOutlined />} onClick={() => setOpen(true)} />
      </Tooltip>
      <Drawer title={t('settings.title')} open={open} onClose={() => setOpen(false)} size={360} styles={{ wrapper: { maxWidth: '100vw' } }}>
        <Typography.Title level={2} style={{ fontSize: 16 }} id="settings-layout">
          {t('settings.layout')}
        </Typography.Title>
        {/* Which pages follow the choice: route data wins (§2), so the areas keep their own layout. */}
        <Typography.Paragraph type="secondary">{t('settings.layoutScope')}</Typography.Paragraph>
        {routeLayout && (
          <Alert style={{ marginBottom: 12 }} type="info" showIcon title={t('settings.routeLayoutNote', { layout: t(`settings.layoutName.${routeLayout}`) })} />
        )}
        <Radio.Group
          aria-labelledby="settings-layout"
          value={configured}
          onChange={(e) => choose(e.target.value as LayoutName)}
          style={{ display: 'grid', gridTemplateColumns: '1fr', gap: 8 }}
        >
          {LAYOUTS.map((layout) => (
            <Radio key={layout} value={layout} data-testid={`layout-choice-${layout}`} style={{ alignItems: 'center' }}>
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
                <LayoutPreview layout={layout} />
                <span>
                  <strong>{t(`settings.layoutName.${layout}`)}</strong>
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(`settings.layoutHint.${layout}`)}
                  </Typography.Text>
                </span>
              </span>
            </Radio>
          ))}
        </Radio.Group>
      </Drawer>
    </>
  );
}

/** A small drawing of a layout: where its header, menu and page lie (from the same `LAYOUT_SPECS` the shell uses). */
function LayoutPreview({ layout }: { layout: LayoutName }) {
  const W = 64;
  const H = 44;
  const spec = layout === 'empty' ? null : LAYOUT_SPECS[layout];
  const nav = spec?.navTheme === 'dark' ? '#334155' : '#cbd5e1';
  const header = spec?.brandHeader ? '#1668dc' : '#94a3b8';
  const side = spec?.nav === 'side' ? Math.round((spec.navWidth / 280) * 16) : 0;
  const inset = spec?.boxed ? 5 : 0;
  return (
    <svg
      width={W}
      height={H}
      viewBox={`0 0 ${W} ${H}`}
      aria-hidden="true"
      style={{ flex: 'none', border: '1px solid #cbd5e1', borderRadius: 4, background: '#f8fafc' }}
    >
      {spec?.boxed && <rect x={0} y={0} width={W} height={H} fill="#e2e8f0" />}
      <rect x={inset} y={inset} width={W - 2 * inset} height={H - 2 * inset} fill="#fff" />
      {spec && spec.nav === 'side' && spec.header === 'page' && (
        <>
          <rect x={0} y={0} width={W} height={8} fill={header} />
          <rect x={0} y={8} width={side} height={H - 8} fill={nav} />
        </>
      )}
      {spec && spec.nav === 'side' && spec.header === 'content' && (
        <>
          <rect x={0} y={0} width={side} height={H} fill={nav} />
          <rect x={side} y={0} width={W - side} height={7} fill="#94a3b8" />
        </>
      )}
      {spec && spec.nav === 'top' && (
        <>
          <rect x={inset} y={inset} width={W - 2 * inset} height={8} fill={header} />
          <rect x={inset + 14} y={inset + 3} width={24} height={2} fill="#fff" />
          {spec.navBar && <rect x={inset} y={inset + 8} width={W - 2 * inset} height={5} fill={nav} />}
        </>
      )}
      {!spec && <rect x={20} y={12} width={24} height={20} rx={2} fill="#cbd5e1" />}
    </svg>
  );
}
