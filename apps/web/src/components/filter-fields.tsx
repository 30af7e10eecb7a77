import { DatePicker, Form, Select } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { dayRangeOf, dayRangeValue } from '../lib/day-range';

interface SelectFieldProps<Value extends string> {
  /** The select's id (its visible label points at it). */
  id: string;
  label: string;
  /** The empty choice's text ("Tüm durumlar"). */
  placeholder: string;
  value: Value | undefined;
  options: { value: Value; label: string }[];
  onChange(value: Value | undefined): void;
  width: number;
}

/** A labelled select of an inline filter form; emptied, it filters nothing. */
export function SelectFilterField<Value extends string>({ id, label, placeholder, value, options, onChange, width }: SelectFieldProps<Value>) {
  return (
    <Form.Item label={label} htmlFor={id}>
      <Select<Value> id={id} allowClear placeholder={placeholder} style={{ width }} value={value} onChange={onChange} options={options} />
    </Form.Item>
  );
}

interface DayRangeFieldProps extends Pick<RangePickerProps, 'disabledDate' | 'presets'> {
  /** The start input's id (the visible label points at it). */
  id: string;
  label: string;
  /** The days in force (`YYYY-MM-DD` from the address). */
  from: string | undefined;
  to: string | undefined;
  /** Called with the days picked, both undefined when cleared. */
  onChange(days: { from: string | undefined; to: string | undefined }): void;
}

/** A labelled day range of an inline filter form ("01.03.2026 – 31.03.2026"), kept in the address as `from`/`to`. */
export function DayRangeField({ id, label, from, to, onChange, ...picker }: DayRangeFieldProps) {
  return (
    <Form.Item label={label} htmlFor={id}>
      <DatePicker.RangePicker
        id={{ start: id }}
        format="DD.MM.YYYY"
        value={dayRangeValue(from, to)}
        allowClear
        onChange={(v) => onChange(dayRangeOf(v))}
        {...picker}
      />
    </Form.Item>
  );
}
