// The theme and the scoped reset come first so dist/index.css starts with them (components override them).
import './theme/vars.css';
import './theme/reset.css';

export { vars } from './theme/vars.css';
export { tokens } from './theme/tokens';

// Primitives
export { Button } from './Button/Button';
export { Dialog } from './Dialog/Dialog';
export { toast, Toaster } from './Toast/Toast';

// Education components (appended by the education work; keep one line per component)

export type { Tokens } from './theme/tokens';
export type { ButtonProps } from './Button/Button';
export type { DialogProps, DialogCloseReason } from './Dialog/Dialog';
export type { ToastType, ToastOptions, ToastItem } from './Toast/Toast';
// Education component types
