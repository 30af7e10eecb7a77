import { useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useRepeatRequest } from '../api/repeat-request';
import { useErrorText } from '../../../lib/use-error-text';
import { storeErrorTexts } from './store-error-texts';

/**
 * "Tekrarla": sends a finished request again. One idempotency key per request until it succeeds, so a double click
 * or a retry after a network error creates one new request, not two.
 */
export function useRepeatAction() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText(storeErrorTexts);
  const keys = useRef(new Map<string, string>());
  const mutation = useRepeatRequest();

  const repeat = (requestId: string) => {
    let idempotencyKey = keys.current.get(requestId);
    if (!idempotencyKey) keys.current.set(requestId, (idempotencyKey = newIdempotencyKey()));
    return mutation
      .mutateAsync({ requestId, idempotencyKey })
      .then((created) => {
        keys.current.delete(requestId);
        void message.success(t('store.repeat.done'));
        return created;
      })
      .catch((err: unknown) => {
        void message.error(errorText(err));
        return undefined;
      });
  };
  return { repeat, pending: mutation.isPending, pendingId: mutation.isPending ? mutation.variables?.requestId : undefined };
}
