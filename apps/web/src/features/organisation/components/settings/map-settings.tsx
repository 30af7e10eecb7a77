import { Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardTitle } from './settings-card-parts';

/** The map's tile server and its attribution. */
export function MapSettings() {
  const { t } = useTranslation();
  return (
    <Card title={cardTitle(t('organisation.settings.map'))}>
      <Form.Item
        name="tileUrl"
        label={t('organisation.settings.tileUrl')}
        extra={t('organisation.settings.tileUrlHelp')}
        rules={[
          { max: 500, message: t('organisation.settings.tooLong', { max: 500 }) },
          {
            validator: (_, v: string) =>
              !v?.trim() || (/^https?:\/\//.test(v.trim()) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p)))
                ? Promise.resolve()
                : Promise.reject(new Error(t('organisation.settings.tileUrlInvalid'))),
          },
        ]}
      >
        <Input inputMode="url" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="attribution"
        label={t('organisation.settings.attribution')}
        rules={[{ max: 300, message: t('organisation.settings.tooLong', { max: 300 }) }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
    </Card>
  );
}
