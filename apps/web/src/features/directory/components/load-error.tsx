import { LoadError as SharedLoadError } from '../../../components/load-error';
import { useErrorText } from '../lib/use-error-text';

/** A failed load with the server's message and a retry button; a missing record says "Kayıt bulunamadı". */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const text = useErrorText();
  return <SharedLoadError error={error} text={text(error)} onRetry={onRetry} />;
}
