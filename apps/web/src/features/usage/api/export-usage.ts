import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';
import type { UsageParams } from './keys';

/** Saves the range as an Excel workbook (the server builds it). */
export const exportUsage = (p: Pick<UsageParams, 'view' | 'from' | 'to'>) =>
  downloadFile('/api/store/usage/export', { view: p.view, from: p.from, to: p.to }, 'kullanim.xlsx');
export const useExportUsage = () => useMutation({ mutationFn: exportUsage });
