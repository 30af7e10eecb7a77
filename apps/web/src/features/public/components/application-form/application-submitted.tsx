import { useEffect, useRef } from 'react';
import { Button, Result, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The confirmation after a successful application; its heading takes the focus so screen readers announce it. */
export function ApplicationSubmitted({ kind, email, onAnother }: { kind: 'carrier' | 'store'; email: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="submitted-title" style={{ maxWidth: 720, margin: '0 auto', width: '100%' }}>
      <Result
        status="success"
        title={
          <h1 id="submitted-title" ref={heading} tabIndex={-1} style={{ fontSize: 26, margin: 0, outline: 'none' }}>
            {t('applicationForm.submitted.title')}
          </h1>
        }
        subTitle={
          <>
            <Typography.Paragraph>{t(`applicationForm.submitted.text.${kind}`)}</Typography.Paragraph>
            <Typography.Paragraph>{t('applicationForm.submitted.mail', { email })}</Typography.Paragraph>
          </>
        }
        extra={[
          <Link key="home" to="/">
            <Button type="primary" tabIndex={-1}>
              {t('common.backHome')}
            </Button>
          </Link>,
          <Button key="again" onClick={onAnother}>
            {t('applicationForm.submitted.another')}
          </Button>,
        ]}
      />
    </section>
  );
}
