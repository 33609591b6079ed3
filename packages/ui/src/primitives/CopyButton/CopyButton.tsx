import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { Copy } from '../../internal/icons';
import { toast } from '../Toast/Toast';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'onError' | 'children'> {
  /** The text put on the clipboard. */
  text: string;
  /** Button label. Default `复制`. */
  children?: ReactNode;
  /** Show 复制成功 / 复制失败 through `toast`. Default true. */
  notify?: boolean;
  /** Called after a successful copy. */
  onCopied?: (text: string) => void;
  /** Called when the clipboard refused. */
  onError?: (error: unknown) => void;
}

/** Legacy path for pages without the async clipboard (http, older WebViews). */
function execCopy(text: string): boolean {
  const ta = document.createElement('textarea');
  ta.value = text;
  ta.setAttribute('readonly', '');
  ta.style.position = 'fixed';
  ta.style.opacity = '0';
  document.body.appendChild(ta);
  ta.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  ta.remove();
  return ok;
}

/** Copies text to the clipboard and says 复制成功 or 复制失败. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch (e) {
      if (execCopy(text)) return;
      throw e;
    }
  }
  if (!execCopy(text)) throw new Error('copy failed');
}

/** A button that copies `text` (a website address, an order number) and reports the result. */
export function CopyButton({
  text,
  children = '复制',
  notify = true,
  onCopied,
  onError,
  variant = 'link',
  size = 'sm',
  ...rest
}: CopyButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      size={size}
      icon={<Copy />}
      loading={busy}
      {...rest}
      onClick={async () => {
        setBusy(true);
        try {
          await copyText(text);
          if (notify) toast.success('复制成功');
          onCopied?.(text);
        } catch (e) {
          if (notify) toast.error('复制失败');
          onError?.(e);
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
    </Button>
  );
}
