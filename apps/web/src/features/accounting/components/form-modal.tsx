import type { ReactNode } from 'react';
import { App, Form, Input, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAttemptKey } from '../../../lib/idempotency-key';
import { useErrorText } from '../../../lib/use-error-text';

interface FormModalProps<Values> {
  open: boolean;
  title: ReactNode;
  okText: string;
  form: FormInstance<Values>;
  /** The mutation is running: the OK button spins. */
  pending: boolean;
  onCancel(): void;
  onFinish(values: Values): void;
  afterOpenChange?(open: boolean): void;
  /** A paragraph above the form. */
  intro?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}

/** An accounting dialog around one vertical form: OK submits it ("Vazgeç" closes), the form's values go to `onFinish`. */
export function FormModal<Values>({ open, title, okText, form, pending, onCancel, onFinish, afterOpenChange, intro, children }: FormModalProps<Values>) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('accounting.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      afterOpenChange={afterOpenChange}
    >
      {intro}
      <Form noValidate form={form} layout="vertical" onFinish={onFinish}>
        {children}
      </Form>
    </Modal>
  );
}

/**
 * A money action sent once per attempt: `run` hands the action this attempt's idempotency key; on success the key is
 * spent, `done` runs and its text shows as a success message; a failure shows the server's message and keeps the key
 * for the retry.
 */
export function useAttemptedAction() {
  const { message } = App.useApp();
  const errorText = useErrorText();
  const attempt = useAttemptKey();
  return async <Result,>(action: (idempotencyKey: string) => Promise<Result>, done: (result: Result) => string) => {
    try {
      const result = await action(attempt.get());
      attempt.succeeded();
      void message.success(done(result));
    } catch (e) {
      void message.error(errorText(e));
    }
  };
}

/** The bank's reference of a transfer (3–100 characters), asked when money leaves. */
export function BankReferenceField({ placeholder }: { placeholder?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="bankReference"
      label={t('accounting.bankReference')}
      required
      rules={[
        { required: true, whitespace: true },
        { min: 3, max: 100, message: t('accounting.bankReferenceLength') },
      ]}
    >
      <Input autoFocus placeholder={placeholder} />
    </Form.Item>
  );
}
