import type { ReactNode, SVGProps } from 'react';

/** Small stroke icons drawn in currentColor (no icon font, no network). */
function Svg({ children, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/**
 * An icon component from its shapes (and attributes that differ from the stroke default). Calls are
 * marked pure so a bundle keeps only the icons it uses.
 */
function icon(shapes: ReactNode, attrs?: SVGProps<SVGSVGElement>) {
  return function Icon() {
    return <Svg {...attrs}>{shapes}</Svg>;
  };
}

export const ChevronLeft = /* @__PURE__ */ icon(<path d="M15 18l-6-6 6-6" />);
export const ChevronRight = /* @__PURE__ */ icon(<path d="M9 18l6-6-6-6" />);
export const ChevronDown = /* @__PURE__ */ icon(<path d="M6 9l6 6 6-6" />);
export const ArrowUp = /* @__PURE__ */ icon(<path d="M12 19V5M5 12l7-7 7 7" />);
export const ArrowDown = /* @__PURE__ */ icon(<path d="M12 5v14M19 12l-7 7-7-7" />);
export const ArrowLeft = /* @__PURE__ */ icon(<path d="M19 12H5M12 19l-7-7 7-7" />);
export const Home = /* @__PURE__ */ icon(<path d="M3 11l9-8 9 8M5 10v10h14V10" />);
export const Close = /* @__PURE__ */ icon(<path d="M18 6L6 18M6 6l12 12" />);
export const Search = /* @__PURE__ */ icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3" />
  </>,
);
export const Copy = /* @__PURE__ */ icon(
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h10" />
  </>,
);
export const Play = /* @__PURE__ */ icon(<path d="M8 5v14l11-7z" />, {
  fill: 'currentColor',
  stroke: 'none',
});
export const Plus = /* @__PURE__ */ icon(<path d="M12 5v14M5 12h14" />);
export const Minus = /* @__PURE__ */ icon(<path d="M5 12h14" />);
export const Location = /* @__PURE__ */ icon(
  <>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
);
export const Qr = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="3" width="7" height="7" />
    <rect x="14" y="3" width="7" height="7" />
    <rect x="3" y="14" width="7" height="7" />
    <path d="M14 14h3v3h-3zM20 14v0M14 20h0M17 17h4v4" />
  </>,
);
export const Inbox = /* @__PURE__ */ icon(
  <>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.5 5h13L22 12v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-6z" />
  </>,
);
