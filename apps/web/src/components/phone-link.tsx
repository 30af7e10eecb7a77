import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../lib/phone';

/**
 * A phone number to call: a `tel:` link, or, when the server masked it (the viewer may not see personal data), the
 * masked number as plain text with a note why.
 */
export function PhoneLink({ phone }: { phone: string }) {
  const { t } = useTranslation();
  if (phone.includes('*'))
    return (
      <Typography.Text type="secondary" title={t('common.phoneMasked')}>
        {phone}
      </Typography.Text>
    );
  return <a href={`tel:${phone.replace(/\s/g, '')}`}>{formatPhone(phone)}</a>;
}
