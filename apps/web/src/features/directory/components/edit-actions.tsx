import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** Save and cancel under a card's edit form (the IBAN and tax identity cards). */
export function EditActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('directory.iban.save')}
      </Button>
      <Button onClick={onCancel}>{t('directory.iban.cancel')}</Button>
    </Space>
  );
}
