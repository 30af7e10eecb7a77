import type { EChartsCoreOption } from 'echarts/core';
import type { Granularity, ReportRow } from '../api/get-report';
import type { ReportView } from './definitions';

const money = (kurus: unknown) => Number(kurus ?? 0) / 100;
const tl = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', maximumFractionDigits: 0 });
const dayOf = (iso: unknown) =>
  String(iso ?? '')
    .split('-')
    .reverse()
    .join('.');

/** The picture of a report: by-entity reports chart the rows on screen, by-date reports their whole range. */
export function chartOption(
  view: ReportView,
  items: ReportRow[],
  series: ReportRow[] | undefined,
  label: (key: string) => string,
  granularity?: Granularity,
): EChartsCoreOption {
  // A month is shown as 11.2026; a day or week by its (first) day.
  const day = (iso: unknown) =>
    granularity === 'month'
      ? String(iso ?? '')
          .slice(0, 7)
          .split('-')
          .reverse()
          .join('.')
      : dayOf(iso);
  const base = { tooltip: { trigger: 'axis' }, legend: { top: 0 }, grid: { left: 56, right: 64, top: 40, bottom: 56 } };
  const moneyAxis = { type: 'value', axisLabel: { formatter: (v: number) => tl.format(v) } };
  if (view.kind === 'carrier' || view.kind === 'store') {
    const names = items.map((r) => String(r.name ?? ''));
    const xAxis = { type: 'category', data: names, axisLabel: { rotate: 30, interval: 0, fontSize: 10 } };
    if (view.page === 'carrierPerformance') {
      return {
        ...base,
        xAxis,
        yAxis: [{ type: 'value' }, { type: 'value', max: 100, axisLabel: { formatter: '%{value}' } }],
        series: [
          ...['lateWait', 'latePickup', 'lateDeliver'].map((k) => ({ name: label(k), type: 'bar', stack: 'late', data: items.map((r) => r[k]) })),
          { name: label('onTimeRate'), type: 'line', yAxisIndex: 1, data: items.map((r) => r.onTimeRate) },
        ],
      };
    }
    const amount = view.kind === 'carrier' ? 'earnings' : 'fees';
    return {
      ...base,
      xAxis,
      yAxis: [{ type: 'value' }, moneyAxis],
      series: [
        {
          name: label(view.kind === 'carrier' ? 'packets' : 'requests'),
          type: 'bar',
          data: items.map((r) => r[view.kind === 'carrier' ? 'packets' : 'requests']),
        },
        { name: label(amount), type: 'line', yAxisIndex: 1, data: items.map((r) => money(r[amount])) },
      ],
    };
  }
  const rows = series ?? items;
  const zoom = rows.length > 31 ? [{ type: 'slider', bottom: 8 }] : [];
  if (view.kind === 'day') {
    return {
      ...base,
      dataZoom: zoom,
      xAxis: { type: 'category', data: rows.map((r) => day(r.day)) },
      yAxis: { type: 'value' },
      series: [
        { name: label('requests'), type: 'line', smooth: true, data: rows.map((r) => r.requests) },
        { name: label('completed'), type: 'line', smooth: true, data: rows.map((r) => r.completed) },
        { name: label('noCourier'), type: 'bar', data: rows.map((r) => r.noCourier) },
      ],
    };
  }
  if (view.kind === 'period') {
    return {
      ...base,
      dataZoom: zoom,
      xAxis: { type: 'category', data: rows.map((r) => day(r.period)) },
      yAxis: moneyAxis,
      series: [
        { name: label('fees'), type: 'bar', data: rows.map((r) => money(r.fees)) },
        { name: label('shares'), type: 'bar', data: rows.map((r) => money(r.shares)) },
        { name: label('profit'), type: 'line', data: rows.map((r) => money(r.profit)) },
      ],
    };
  }
  const periods = [...new Set(rows.map((r) => String(r.period)))];
  const provinces = [...new Set(rows.map((r) => String(r.provinceName)))];
  const at = new Map(rows.map((r) => [`${String(r.period)}|${String(r.provinceName)}`, money(r.profit)]));
  return {
    ...base,
    dataZoom: periods.length > 31 ? zoom : [],
    xAxis: { type: 'category', data: periods.map(day) },
    yAxis: moneyAxis,
    series: provinces.map((p) => ({ name: p, type: 'bar', stack: 'profit', data: periods.map((d) => at.get(`${d}|${p}`) ?? 0) })),
  };
}
