import { useEffect, useState } from 'react';
import * as s from './PaymentQr.css';

export interface QrCodeProps {
  /** The text to encode (a payment `code_url`, a page address). */
  text: string;
  /** Width and height in CSS pixels. */
  size: number;
  /** Error correction: H survives a logo or a smudge, used for payment. */
  level?: 'L' | 'M' | 'Q' | 'H';
  /** Alternative text of the image. */
  alt: string;
}

type Encoder = typeof import('qrcode');
let encoder: Promise<Encoder> | undefined;

/** The encoder (~25 KB) is fetched the first time a QR code shows, never with the page. */
function loadEncoder(): Promise<Encoder> {
  encoder ??= import('qrcode').then((m) => ((m as { default?: Encoder }).default ?? m) as Encoder);
  return encoder;
}

/** A QR code image rendered in the browser. Internal: used by PaymentQr and SharePanel. */
export function QrCode({ text, size, level = 'M', alt }: QrCodeProps) {
  const [state, setState] = useState<{ text: string; url?: string; failed?: boolean }>({
    text: '',
  });

  useEffect(() => {
    let live = true;
    loadEncoder()
      .then((qr) =>
        // Drawn at 2× so it stays sharp on high-density screens.
        qr.toDataURL(text, { errorCorrectionLevel: level, width: size * 2, margin: 1 }),
      )
      .then(
        (url) => live && setState({ text, url }),
        () => live && setState({ text, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [text, size, level]);

  const box = { width: size, height: size };
  if (state.text === text && state.url) {
    return (
      <img
        className={s.qr}
        src={state.url}
        width={size}
        height={size}
        alt={alt}
        data-qr-level={level}
      />
    );
  }
  if (state.text === text && state.failed) {
    return (
      <div className={s.qrPlaceholder} style={box} role="alert">
        二维码生成失败
      </div>
    );
  }
  return (
    <div
      className={s.qrPlaceholder}
      style={box}
      role="status"
      aria-label="二维码生成中"
      aria-busy="true"
    />
  );
}
