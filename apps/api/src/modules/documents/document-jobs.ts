import type { DailyJob } from '../maintenance/daily-jobs';
import type { DocumentsService } from './documents.service';

/** The Istanbul hours: warnings in the morning, deletion at night after the other retention run. */
const WARNING_HOUR = 8;
const RETENTION_HOUR = 4;

/**
 * The documents' daily jobs, run by the maintenance module's leased schedule (`scheduled_jobs`): a restart neither
 * skips nor repeats a day, and each warning row remembers it was sent.
 */
export const documentJobs = (documents: DocumentsService): DailyJob[] => [
  { name: 'document-expiry-warnings', hour: () => WARNING_HOUR, enabled: () => true, run: () => documents.sendExpiryWarnings() },
  { name: 'document-retention', hour: () => RETENTION_HOUR, enabled: () => true, run: (s) => documents.deleteExpired(s.retention.leaverDocumentDays) },
];
