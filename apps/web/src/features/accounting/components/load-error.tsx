import { RetryAlert } from '../../../components/retry-alert';
import { useErrorText } from '../../../lib/use-error-text';

/** A failed load with the server's message and a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const text = useErrorText();
  return <RetryAlert text={text(error)} onRetry={onRetry} />;
}
