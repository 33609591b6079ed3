import { useEffect, useState } from 'react';

type Encoder = typeof import('qrcode');
let encoder: Promise<Encoder> | undefined;

/** The QR encoder is its own chunk, fetched the first time a code is shown. */
function loadEncoder(): Promise<Encoder> {
  encoder ??= import('qrcode').then((m) => ((m as { default?: Encoder }).default ?? m) as Encoder);
  return encoder;
}

/** A QR code drawn in the browser (QR login, wechat share); level L and size 200 by default (spec §9). */
export function QrImage({ text, size = 200, label, level = 'L' }: { text: string; size?: number; label: string; level?: 'L' | 'M' | 'Q' | 'H' }) {
  const [state, setState] = useState<{ text: string; url?: string; failed?: boolean }>({ text: '' });
  useEffect(() => {
    let live = true;
    loadEncoder()
      .then((qr) => qr.toDataURL(text, { errorCorrectionLevel: level, width: size * 2, margin: 1 }))
      .then(
        (url) => live && setState({ text, url }),
        () => live && setState({ text, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [text, size, level]);
  if (state.text === text && state.url) {
    return <img src={state.url} width={size} height={size} alt={label} data-qr={text} />;
  }
  if (state.text === text && state.failed) {
    return (
      <span className="qr-fallback" style={{ width: size, height: size }} role="alert">
        二维码生成失败
      </span>
    );
  }
  return <span className="skeleton" style={{ width: size, height: size }} role="img" aria-label={`${label}生成中`} />;
}
