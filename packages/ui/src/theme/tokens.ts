/**
 * Design tokens: plain values, no vanilla-extract. The theme contract (vars.css.ts) is derived from
 * this object's shape so a token added here is available as `vars.…` with no second list to keep in sync.
 */
export const tokens = {
  color: {
    /** Brand blue used for primary actions, links and focus rings. */
    accent: '#1763d4',
    accentHover: '#1456b8',
    accentActive: '#104a9e',
    accentSoft: '#e8f0fd',
    /** Text on an accent background. */
    onAccent: '#ffffff',
    text: '#1f2329',
    textSecondary: '#4e5969',
    /** Placeholder and hint text; still >= 4.5:1 on white. */
    textMuted: '#5f6b7a',
    page: '#f4f6f9',
    surface: '#ffffff',
    surfaceMuted: '#f7f8fa',
    border: '#e3e6eb',
    borderStrong: '#c9ced6',
    overlay: 'rgba(15, 23, 42, 0.55)',
    success: '#157a3c',
    successSoft: '#e7f6ec',
    warning: '#9a5b00',
    warningSoft: '#fff4e0',
    danger: '#c62828',
    dangerSoft: '#fdeaea',
    info: '#1763d4',
    infoSoft: '#e8f0fd',
    /** Rating stars and price highlights. */
    star: '#f5a623',
    price: '#c4320a',
    skeleton: '#eceff3',
  },
  space: {
    '0': '0',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '20px',
    '6': '24px',
    '8': '32px',
    '10': '40px',
  },
  font: {
    /** Latin first so digits look right, then CJK faces; Noto Sans CJK SC is what Debian ships. */
    body: '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '12px',
    sm: '13px',
    md: '14px',
    lg: '16px',
    xl: '18px',
    xxl: '22px',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '600',
  },
  /** Chinese text needs more leading than Latin to stay readable. */
  lineHeight: {
    tight: '1.35',
    body: '1.7',
  },
  radius: {
    sm: '4px',
    md: '6px',
    lg: '10px',
    full: '9999px',
  },
  shadow: {
    card: '0 1px 3px rgba(15, 23, 42, 0.08), 0 1px 2px rgba(15, 23, 42, 0.04)',
    popover: '0 6px 24px rgba(15, 23, 42, 0.16)',
    dialog: '0 12px 48px rgba(15, 23, 42, 0.24)',
  },
  zIndex: {
    sticky: '100',
    popover: '1000',
    dialog: '1100',
    toast: '1200',
  },
  duration: {
    fast: '120ms',
    normal: '200ms',
    slide: '500ms',
  },
} as const;

export type Tokens = typeof tokens;
