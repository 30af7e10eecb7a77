import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Form, Input, Select } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { foldedSelectSearch } from '../lib/folded-search';

export interface ListToolbarSearch {
  /** The input's id (its label points at it). */
  id: string;
  label: string;
  placeholder: string;
  /** The search in force (from the address or the page's state). */
  value: string | undefined;
  /** Called with the trimmed text, or undefined when emptied. */
  onSearch(value: string | undefined): void;
  width?: number;
}

export interface ListToolbarFilter {
  id: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange(value: string | undefined): void;
  /** The empty choice's text; "Tümü" unless given. */
  placeholder?: string;
  width?: number;
  loading?: boolean;
}

interface Props {
  search?: ListToolbarSearch;
  filters?: ListToolbarFilter[];
  /** Resets every filter at once; its button shows while any filter is set. */
  onClear?(): void;
  /** Anything else the list filters by (e.g. a date range), laid out like the rest. */
  children?: ReactNode;
}

/**
 * The filter bar above a list: a labelled search box (Enter or "Ara" searches, Escape empties it), labelled selects
 * ("Tümü" when empty; typing narrows them) and "Filtreleri temizle" while something is set. One look and one keyboard behaviour for every
 * list page; a search landmark for assistive tech.
 */
export function ListToolbar({ search, filters = [], onClear, children }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(search?.value ?? '');
  /** The search the box itself last asked for. */
  const asked = useRef(search?.value);
  // The search in force changes from outside too (clear, back button): the box follows it. The box's own search
  // coming into force leaves it alone: on a slow machine that render may come after more was typed.
  useEffect(() => {
    if (search?.value !== asked.current) setText(search?.value ?? '');
    asked.current = search?.value;
  }, [search?.value]);
  const active = !!search?.value || filters.some((f) => f.value !== undefined && f.value !== '');
  const submit = (value: string) => {
    asked.current = value.trim() || undefined;
    search?.onSearch(asked.current);
  };

  return (
    <Form
      noValidate
      layout="inline"
      role="search"
      aria-label={t('listToolbar.label')}
      data-testid="list-toolbar"
      style={{ marginBottom: 16, rowGap: 8 }}
      onSubmitCapture={(e) => e.preventDefault()}
    >
      {search && (
        <Form.Item label={search.label} htmlFor={search.id}>
          <Input.Search
            id={search.id}
            allowClear
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              // the clear icon empties the box: the list follows at once
              if (!e.target.value && search.value) submit('');
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && text) {
                e.stopPropagation();
                setText('');
                submit('');
              }
            }}
            placeholder={search.placeholder}
            onSearch={submit}
            style={{ width: search.width ?? 280 }}
            enterButton={t('listToolbar.search')}
          />
        </Form.Item>
      )}
      {filters.map((f) => (
        <Form.Item key={f.id} label={f.label} htmlFor={f.id}>
          <Select
            id={f.id}
            allowClear
            placeholder={f.placeholder ?? t('listToolbar.all')}
            style={{ width: f.width ?? 180 }}
            value={f.value}
            // typing narrows the options (keyboard use, long lists)
            showSearch={foldedSelectSearch()}
            loading={f.loading}
            onChange={(v?: string) => f.onChange(v ?? undefined)}
            options={f.options}
          />
        </Form.Item>
      ))}
      {children}
      {onClear && active && (
        <Form.Item>
          <Button icon={<ClearOutlined aria-hidden />} onClick={onClear}>
            {t('listToolbar.clear')}
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}
