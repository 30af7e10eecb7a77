import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { retentionPeriodsQueryOptions } from '../api/retention-periods';

interface Section {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
}

/** KVKK (6698 sayılı Kanun) m.10 aydınlatma metni. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  // The periods the nightly retention run applies (the admin's settings), stated as they are set.
  const periods = useQuery(retentionPeriodsQueryOptions()).data;
  const sections: Section[] = [
    { id: 'controller', title: t('privacy.controllerTitle'), paragraphs: [t('privacy.controllerText')] },
    {
      id: 'data',
      title: t('privacy.dataTitle'),
      paragraphs: [t('privacy.dataText')],
      items: [
        t('privacy.dataIdentity'),
        t('privacy.dataContact'),
        t('privacy.dataBusiness'),
        t('privacy.dataLocation'),
        t('privacy.dataFinance'),
        t('privacy.dataSecurity'),
        t('privacy.dataVehicle'),
      ],
    },
    {
      id: 'purposes',
      title: t('privacy.purposesTitle'),
      paragraphs: [t('privacy.purposesText')],
      items: [
        t('privacy.purposeAccount'),
        t('privacy.purposeDelivery'),
        t('privacy.purposeApplications'),
        t('privacy.purposeBilling'),
        t('privacy.purposeSecurity'),
        t('privacy.purposeLegal'),
        t('privacy.purposeSupport'),
      ],
    },
    {
      id: 'legal',
      title: t('privacy.legalTitle'),
      paragraphs: [t('privacy.legalText')],
      items: [t('privacy.legalContract'), t('privacy.legalObligation'), t('privacy.legalRight'), t('privacy.legalInterest'), t('privacy.legalConsent')],
    },
    { id: 'method', title: t('privacy.methodTitle'), paragraphs: [t('privacy.methodText')] },
    {
      id: 'transfer',
      title: t('privacy.transferTitle'),
      paragraphs: [t('privacy.transferText')],
      items: [
        t('privacy.transferParties'),
        t('privacy.transferProviders'),
        t('privacy.transferPayment'),
        t('privacy.transferAuthorities'),
        t('privacy.transferAbroad'),
      ],
    },
    {
      id: 'retention',
      title: t('privacy.retentionTitle'),
      paragraphs: [t('privacy.retentionText'), ...(periods ? [t('privacy.retentionPeriods')] : []), t('privacy.retentionDestroy')],
      items: periods && [
        t('privacy.retentionPositions', { count: periods.positionDays }),
        t('privacy.retentionApplications', { count: periods.rejectedApplicationDays }),
        t('privacy.retentionNotifications', { count: periods.readNotificationDays }),
        t('privacy.retentionSessions', { count: periods.sessionDays }),
      ],
    },
    {
      id: 'rights',
      title: t('privacy.rightsTitle'),
      paragraphs: [t('privacy.rightsText')],
      items: [
        t('privacy.rightA'),
        t('privacy.rightB'),
        t('privacy.rightC'),
        t('privacy.rightC2'),
        t('privacy.rightD'),
        t('privacy.rightE'),
        t('privacy.rightF'),
        t('privacy.rightG'),
        t('privacy.rightG2'),
      ],
    },
    { id: 'apply', title: t('privacy.applyTitle'), paragraphs: [t('privacy.applyText'), t('privacy.applyAnswer'), t('privacy.applyComplaint')] },
  ];

  return (
    <article aria-labelledby="page-title" style={{ maxWidth: 820, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1} id="page-title" style={{ fontSize: 28 }}>
        {t('privacy.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('privacy.updated')}</Typography.Paragraph>
      <Typography.Paragraph>{t('privacy.intro')}</Typography.Paragraph>
      <nav aria-label={t('privacy.toc')}>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s) => (
        <section key={s.id} aria-labelledby={s.id}>
          <Typography.Title level={2} id={s.id} style={{ fontSize: 20 }}>
            {s.title}
          </Typography.Title>
          {s.paragraphs.map((p) => (
            <Typography.Paragraph key={p}>{p}</Typography.Paragraph>
          ))}
          {s.items && (
            <ul>
              {s.items.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <Typography.Paragraph style={{ marginTop: 32 }}>
        <Link to="/">{t('common.backHome')}</Link>
      </Typography.Paragraph>
    </article>
  );
}
