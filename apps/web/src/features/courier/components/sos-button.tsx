import { useState } from 'react';
import { App, Button, Form, Input, Modal, Typography } from 'antd';
import { AlertOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useRaiseEmergency } from '../api/raise-emergency';
import { courierKeys } from '../api/keys';
import type { Fix } from '../hooks/use-position-sharing';

/**
 * The SOS button in the courier app's header (one tap from every screen, also during a delivery): an optional
 * description, then the current position and the emergency go to the zone's operators and chief couriers.
 */
export function SosButton({ currentFix }: { currentFix(): Promise<Fix | null> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [description, setDescription] = useState('');
  const raise = useRaiseEmergency();
  const qc = useQueryClient();

  const send = async () => {
    const fix = await currentFix();
    const position = fix ? { latitude: fix.latitude, longitude: fix.longitude, accuracy: fix.accuracy, recordedAt: new Date(fix.at).toISOString() } : null;
    raise.mutate(
      { description, position },
      {
        onSuccess: () => {
          message.success({ content: t('courier.sos.sent'), duration: 8 });
          setOpen(false);
          setDescription('');
          void qc.invalidateQueries({ queryKey: courierKeys.emergency() });
        },
        onError: (err) => void message.error(err.message || t('courier.sos.error')),
      },
    );
  };

  return (
    <>
      <Button
        danger
        type="primary"
        size="large"
        icon={<AlertOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="sos-button"
      >
        {t('courier.sos.button')}
      </Button>
      <Modal
        open={open}
        title={t('courier.sos.title')}
        onCancel={() => setOpen(false)}
        onOk={send}
        okText={t('courier.sos.send')}
        okButtonProps={{ danger: true, size: 'large', loading: raise.isPending, 'data-testid': 'sos-send' }}
        cancelText={t('courier.sos.cancel')}
        cancelButtonProps={{ size: 'large' }}
      >
        <Typography.Paragraph>{t('courier.sos.help')}</Typography.Paragraph>
        <Form noValidate layout="vertical">
          <Form.Item label={t('courier.sos.description')} htmlFor="sos-description">
            <Input.TextArea
              id="sos-description"
              rows={3}
              maxLength={500}
              showCount
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              placeholder={t('courier.sos.placeholder')}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
