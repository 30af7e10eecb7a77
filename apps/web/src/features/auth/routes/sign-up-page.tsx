import { Button, Steps, Typography } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';

const STEPS = ['apply', 'review', 'mail', 'signIn'] as const;

/**
 * /sign-up: a store joins through one door only, the store application (T.C. kimlik no, address, phone), reviewed by
 * an operator; on approval a set-password link is mailed, as couriers get it. This page explains the path and leads
 * into the application; it asks for nothing itself.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthCard title={t('signUp.title')} subtitle={t('signUp.subtitle')}>
      <Steps
        orientation="vertical"
        size="small"
        current={0}
        data-testid="sign-up-steps"
        items={STEPS.map((step) => ({ title: t(`signUp.steps.${step}.title`), description: t(`signUp.steps.${step}.text`) }))}
      />
      <Button type="primary" block size="large" icon={<ShopOutlined aria-hidden />} style={{ marginTop: 16 }} onClick={() => navigate('/store-application')}>
        {t('signUp.toApplication')}
      </Button>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        {t('signUp.carrier')} <Link to="/carrier-types">{t('signUp.carrierLink')}</Link>
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0, textAlign: 'center' }}>
        {t('signUp.haveAccount')} <Link to="/sign-in">{t('signUp.signIn')}</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
