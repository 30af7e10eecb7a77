import { useEffect, useState } from 'react';
import { Collapse, Empty, Input, List, Spin, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HELP_SEARCH_DEBOUNCE_MS, HELP_SEARCH_MIN_LENGTH } from '@kurye/contracts/help-center';
import { RetryAlert } from '../../../components/retry-alert';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { useHelpSearch } from '../api/help-center';

/**
 * The help center's search box: sent 300 ms after the last key, at 2 characters or more; shorter clears the results.
 * The query is kept in the address (`?q=`), so going back to the results keeps them.
 */
export function HelpSearch() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const prefix = useAreaPrefix();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  useEffect(() => {
    const trimmed = text.trim();
    const next = trimmed.length >= HELP_SEARCH_MIN_LENGTH ? trimmed : '';
    const timer = setTimeout(
      () =>
        setParams(
          (p) => {
            if (next) p.set('q', next);
            else p.delete('q');
            return p;
          },
          { replace: true },
        ),
      HELP_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, setParams]);
  const results = useHelpSearch(query);
  const data = query ? results.data : undefined;

  return (
    <section aria-labelledby="help-search-title" style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id="help-search-title" style={{ fontSize: 18 }}>
        {t('helpCenter.search.title')}
      </Typography.Title>
      <Input.Search
        allowClear
        size="large"
        data-testid="help-search"
        aria-label={t('helpCenter.search.label')}
        placeholder={t('helpCenter.search.placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        loading={!!query && results.isFetching}
      />
      <div aria-live="polite" data-testid="help-search-results" style={{ marginTop: 12 }}>
        {query && results.isError ? (
          <RetryAlert text={errorText(results.error)} onRetry={() => void results.refetch()} />
        ) : query && !data ? (
          <Spin />
        ) : data && data.guides.length + data.faqs.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('helpCenter.search.empty', { query })} />
        ) : data ? (
          <>
            {data.guides.length > 0 && (
              <List
                header={<strong>{t('helpCenter.search.guides', { count: data.guides.length })}</strong>}
                dataSource={data.guides}
                renderItem={(g) => (
                  <List.Item>
                    <List.Item.Meta
                      title={<Link to={`${prefix}/help-center/guides/${g.categorySlug}/${g.slug}`}>{g.title}</Link>}
                      description={`${g.categoryTitle} · ${g.subtitle}`}
                    />
                  </List.Item>
                )}
              />
            )}
            {data.faqs.length > 0 && (
              <>
                <Typography.Text strong style={{ display: 'block', margin: '12px 0 8px' }}>
                  {t('helpCenter.search.faqs', { count: data.faqs.length })}
                </Typography.Text>
                <Collapse items={data.faqs.map((f) => ({ key: f.id, label: f.question, children: <p style={{ margin: 0 }}>{f.answer}</p> }))} />
              </>
            )}
          </>
        ) : null}
      </div>
    </section>
  );
}
