import { useState } from 'react';
import { Alert, Button, Drawer, Radio, Space, Tooltip, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setConfiguredLayout, useConfiguredLayout, type LayoutName } from '../lib/layout-preference';

const CHOICES: LayoutName[] = ['modern', 'material', 'dense', 'empty'];

/** Settings drawer: the layout for this browser session (choosing one clears ?layout=). */
export function SettingsDrawer({ routeLayout }: { routeLayout?: LayoutName }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const configured = useConfiguredLayout();
  const [params, setParams] = useSearchParams();

  const labels: Record<LayoutName, string> = {
    modern: t('settings.layoutModern'),
    material: t('settings.layoutMaterial'),
    dense: t('settings.layoutDense'),
    empty: t('settings.layoutEmpty'),
  };

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
      <Drawer title={t('settings.title')} open={open} onClose={() => setOpen(false)} size={320}>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <div>
            <Typography.Title level={2} style={{ fontSize: 16 }} id="settings-layout">
              {t('settings.layout')}
            </Typography.Title>
            <Radio.Group
              aria-labelledby="settings-layout"
              value={configured}
              onChange={(e) => choose(e.target.value as LayoutName)}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
              options={CHOICES.map((c) => ({ value: c, label: labels[c] }))}
            />
            {routeLayout && <Alert style={{ marginTop: 12 }} type="info" showIcon title={t('settings.routeLayoutNote', { layout: labels[routeLayout] })} />}
          </div>
        </Space>
      </Drawer>
    </>
  );
}
