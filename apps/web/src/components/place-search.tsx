import { useState } from 'react';
import { AutoComplete, Input, Spin, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDebouncedSearchText, usePlaceSearch, type GeoPlace, type LatLngPoint, type PlaceSearchAudience } from '../lib/place-search-query';

interface Props {
  /** A place was chosen (click or Enter on a suggestion). */
  onPick(place: GeoPlace): void;
  /** Nearer places first (the user's zone or store). */
  near?: LatLngPoint | null;
  /** Accessible name of the box; defaults to "Sokak, mahalle veya yer ara". */
  label?: string;
  placeholder?: string;
  /** Keeps the chosen place's name in the box (a form field) instead of clearing it. */
  keepText?: boolean;
  id?: string;
  testId?: string;
  style?: React.CSSProperties;
  /** `public` on a form for people without an account (the store application). */
  audience?: PlaceSearchAudience;
}

/** A place's one-line description: its kind and district, in the page's language. */
export function usePlaceDetail() {
  const { t } = useTranslation();
  return (p: GeoPlace) => [t(`map.placeKind.${p.kind}`), p.district].filter(Boolean).join(' · ');
}

/**
 * A search box for streets, neighbourhoods, places and POIs (`GET /api/geo/search`): from 2 characters, 300 ms after
 * typing stops, arrows and Enter choose a suggestion. Each suggestion shows the name, its kind and district.
 */
export function PlaceSearch({ onPick, near, label, placeholder, keepText, id, testId, style, audience }: Props) {
  const { t } = useTranslation();
  const detail = usePlaceDetail();
  const [text, setText] = useState('');
  const query = useDebouncedSearchText(text);
  const result = usePlaceSearch(query, near, undefined, audience);
  const places = query ? (result.data ?? []) : [];
  const searching = text.trim().length >= 2 && (query !== text.trim() || result.isFetching);

  return (
    <AutoComplete
      id={id}
      style={{ width: '100%', ...style }}
      value={text}
      onChange={setText}
      options={places.map((p, i) => ({
        value: String(i),
        place: p,
        label: (
          <div data-testid="place-option">
            <div>{p.name}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {detail(p)}
            </Typography.Text>
          </div>
        ),
      }))}
      onSelect={(value: string) => {
        const place = places[Number(value)];
        if (!place) return;
        setText(keepText ? place.name : '');
        onPick(place);
      }}
      notFoundContent={searching ? <Spin size="small" /> : query ? t('map.placeSearch.noResults') : undefined}
      popupMatchSelectWidth
    >
      <Input
        allowClear
        prefix={<EnvironmentOutlined aria-hidden />}
        placeholder={placeholder ?? t('map.placeSearch.placeholder')}
        aria-label={label ?? t('map.placeSearch.label')}
        data-testid={testId ?? 'place-search'}
        suffix={searching ? <Spin size="small" aria-label={t('map.placeSearch.searching')} /> : undefined}
      />
    </AutoComplete>
  );
}
