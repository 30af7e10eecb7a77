import { useEffect, useState } from 'react';
import { AutoComplete, Button, Input, Typography } from 'antd';
import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { areaByRole } from '@kurye/contracts/areas';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, useSearch } from '../api/search';
import { usePlaceSearch } from '../../../lib/place-search-query';
import { usePlaceDetail } from '../../../components/place-search';
import { useSession } from '../../../lib/session';
import { firstRole, hasClaim } from '../../../lib/authorization';

/** The live map of the user's area, when they may see it: places found open there. */
function useLiveMapPath() {
  const { user } = useSession();
  const area = areaByRole(firstRole(user));
  const route = area?.routes.find((r) => r.page === 'liveMap');
  return area && route && hasClaim(user, route.claim) ? `/${area.key}/${route.path}` : null;
}

/**
 * The header's search (§2: a "basic" or "bar" appearance). `basic`: a box in the header. `bar`: a button that opens a
 * bar over the whole header; closing it (its button or Escape) clears the text. Results come 300 ms after typing stops
 * and from 2 characters; choosing one opens it.
 */
export function GlobalSearch({ appearance = 'basic' }: { appearance?: 'basic' | 'bar' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (appearance === 'basic') return <SearchBox />;
  if (!open)
    return (
      <Button
        type="text"
        data-testid="search-bar-open"
        aria-label={t('search.open')}
        aria-expanded={false}
        icon={<SearchOutlined />}
        onClick={() => setOpen(true)}
      />
    );
  return (
    <div className="search-bar" data-testid="search-bar" role="search">
      <SearchBox autoFocus onDone={() => setOpen(false)} />
      <Button type="text" data-testid="search-bar-close" aria-label={t('search.close')} icon={<CloseOutlined />} onClick={() => setOpen(false)} />
    </div>
  );
}

/** The box itself; unmounting it (closing the bar) drops the text. */
function SearchBox({ autoFocus, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed.length < SEARCH_MIN_LENGTH) {
      setQuery('');
      return;
    }
    const timer = setTimeout(() => setQuery(trimmed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const result = useSearch(query);
  const sets = query ? (result.data ?? []) : [];
  const liveMapPath = useLiveMapPath();
  const places = usePlaceSearch(liveMapPath ? query : '', null, 5);
  const placeDetail = usePlaceDetail();
  const found = query && liveMapPath ? (places.data ?? []) : [];

  const options = sets.map((set) => ({
    label: t(`search.sets.${set.id}`),
    options: set.results.map((r, i) => ({
      value: `${set.id}:${i}:${r.link ?? ''}`,
      label: (
        <div>
          <div>{r.value}</div>
          {r.detail && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {/* a request's detail is its status code */}
              {set.id === 'requests' ? t(`request.status.${r.detail}`, { defaultValue: r.detail }) : r.detail}
            </Typography.Text>
          )}
        </div>
      ),
    })),
  }));
  // "Yerler": streets and places, opened on the live map at street level.
  if (found.length)
    options.push({
      label: t('search.sets.places'),
      options: found.map((p, i) => ({
        value: `places:${i}:${liveMapPath}?at=${p.latitude.toFixed(6)},${p.longitude.toFixed(6)}`,
        label: (
          <div>
            <div>{p.name}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {placeDetail(p)}
            </Typography.Text>
          </div>
        ),
      })),
    });

  return (
    <AutoComplete
      className="global-search"
      style={onDone ? { flex: 1, minWidth: 0 } : { width: 'min(260px, 36vw)', alignSelf: 'center' }}
      options={options}
      value={text}
      onChange={setText}
      onSelect={(value: string) => {
        const link = value.split(':').slice(2).join(':');
        if (link) navigate(link);
        setText('');
        onDone?.();
      }}
      notFoundContent={query && !result.isFetching && !places.isFetching ? t('search.noResults') : undefined}
      popupMatchSelectWidth={360}
    >
      <Input
        allowClear
        autoFocus={autoFocus}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && onDone) onDone();
        }}
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        data-testid="global-search"
      />
    </AutoComplete>
  );
}
