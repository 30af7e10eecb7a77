import { Collapse, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { RetryAlert } from '../../../components/retry-alert';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { useFaqs } from '../api/help-center';

/** `<area>/help-center/faqs`: every FAQ category written for the reader, each question opening its answer. */
export function HelpCenterFaqsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const prefix = useAreaPrefix();
  const faqs = useFaqs();
  return (
    <PageFrame page="helpCenterFaqs" back={{ to: `${prefix}/help-center`, label: t('pages.helpCenter') }}>
      {faqs.isPending ? (
        <Skeleton active />
      ) : faqs.isError ? (
        <RetryAlert text={errorText(faqs.error)} onRetry={() => void faqs.refetch()} />
      ) : faqs.data.length === 0 ? (
        <Empty description={t('helpCenter.faqs.empty')} />
      ) : (
        faqs.data.map((c) => (
          <section key={c.id} aria-labelledby={`faq-${c.slug}`} style={{ marginBottom: 24 }}>
            <Typography.Title level={2} id={`faq-${c.slug}`} style={{ fontSize: 18 }}>
              {c.title}
            </Typography.Title>
            {c.faqs.length === 0 ? (
              <Typography.Text type="secondary">{t('helpCenter.faqs.categoryEmpty')}</Typography.Text>
            ) : (
              <Collapse items={c.faqs.map((f) => ({ key: f.id, label: f.question, children: <p style={{ margin: 0 }}>{f.answer}</p> }))} />
            )}
          </section>
        ))
      )}
    </PageFrame>
  );
}
