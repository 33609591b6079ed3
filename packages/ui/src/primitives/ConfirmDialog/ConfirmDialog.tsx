import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as s from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Heading. Default `提示`. */
  title?: ReactNode;
  /** The question, e.g. `对不起，您还没有登录？`. */
  message: ReactNode;
  /** Confirm button text. Default `确定`. */
  confirmText?: string;
  /** Cancel button text. Default `取消`. */
  cancelText?: string;
  /** Called by the confirm button. */
  onConfirm: () => void;
  /** Called by the cancel button, the × button, Escape and (if enabled) the overlay. */
  onCancel: () => void;
  /** Red confirm button, for destructive actions such as deleting. */
  danger?: boolean;
  /** Confirm button shows a spinner (the action is running). */
  loading?: boolean;
  /** A click on the backdrop cancels. Default false: a question should be answered. */
  closeOnOverlay?: boolean;
}

/** A small modal asking one question with a confirm and a cancel button; focus starts on confirm. */
export function ConfirmDialog({
  open,
  title = '提示',
  message,
  confirmText = '确定',
  cancelText = '取消',
  onConfirm,
  onCancel,
  danger = false,
  loading = false,
  closeOnOverlay = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      width={420}
      closeOnOverlay={closeOnOverlay}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelText}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={onConfirm}
            loading={loading}
            data-autofocus=""
          >
            {confirmText}
          </Button>
        </>
      }
    >
      <p className={s.message}>
        <span className={s.mark} aria-hidden="true">
          !
        </span>
        <span>{message}</span>
      </p>
    </Dialog>
  );
}
