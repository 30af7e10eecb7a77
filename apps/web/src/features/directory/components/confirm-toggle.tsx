import { App, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A button that asks first (a modal dialog: focus moves to it, Escape cancels) and then runs `onConfirm`. */
export function ConfirmButton({
  children,
  title,
  content,
  okText,
  danger,
  loading,
  onConfirm,
  icon,
  type,
}: {
  children: ReactNode;
  title: string;
  content: ReactNode;
  okText: string;
  danger?: boolean;
  loading?: boolean;
  icon?: ReactNode;
  type?: 'primary' | 'default';
  onConfirm: () => Promise<unknown> | void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (
    <Button
      danger={danger}
      type={type}
      icon={icon}
      loading={loading}
      onClick={() =>
        modal.confirm({
          title,
          content,
          okText,
          cancelText: t('directory.cancel'),
          okButtonProps: { danger },
          onOk: () => onConfirm(),
        })
      }
    >
      {children}
    </Button>
  );
}
