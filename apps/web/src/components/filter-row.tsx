import type { ReactNode } from 'react';
import { Button, Flex, Input, Select, type FlexProps } from 'antd';

interface FilterRowSearch {
  /** The search in force (from the address). */
  value: string | undefined;
  placeholder: string;
  /** The box's accessible name (it has no visible label); the placeholder unless given. */
  label?: string;
  width: number;
  /** Called with the trimmed text ('' when emptied). */
  onSearch(value: string): void;
}

interface Props {
  /** The search landmark's accessible name. */
  label: string;
  search?: FilterRowSearch;
  /** "Filtreleri temizle": shown while `shown`, resets the filters. */
  clear?: { shown: boolean; label: string; onClear(): void };
  align?: FlexProps['align'];
  /** The filters after the search box (selects, a date range, a switch…). */
  children?: ReactNode;
}

/**
 * The compact filter row above a list whose controls carry no visible label (each is named for assistive tech): a
 * search box (Enter or the button searches), the page's own filters and a clear button while anything is set.
 */
export function FilterRow({ label, search, clear, align, children }: Props) {
  return (
    <Flex wrap gap={12} align={align} style={{ marginBottom: 16 }} role="search" aria-label={label}>
      {search && (
        <Input.Search
          // a new search from outside (clear, back button) remounts the box with it
          key={search.value ?? ''}
          defaultValue={search.value}
          allowClear
          placeholder={search.placeholder}
          aria-label={search.label ?? search.placeholder}
          onSearch={(q) => search.onSearch(q.trim())}
          style={{ width: search.width }}
        />
      )}
      {children}
      {clear?.shown && <Button onClick={clear.onClear}>{clear.label}</Button>}
    </Flex>
  );
}

interface ChoiceFilterProps {
  /** The select's accessible name. */
  label: string;
  /** The choice in force; undefined picks the "all" option. */
  value: string | undefined;
  /** The first option, standing for no filter (value ''). */
  allLabel: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
  minWidth: number;
}

/** A select of a `FilterRow` whose first option ("Tüm durumlar") stands for no filter. */
export function ChoiceFilter({ label, value, allLabel, options, onChange, minWidth }: ChoiceFilterProps) {
  return (
    <Select<string> aria-label={label} value={value ?? ''} onChange={onChange} style={{ minWidth }} options={[{ value: '', label: allLabel }, ...options]} />
  );
}
