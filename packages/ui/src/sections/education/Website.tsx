import { CopyButton } from '../../primitives/CopyButton/CopyButton';
import * as s from './info.css';
import { isHttpUrl, OUTSIDE_LINK_REL } from '../../internal/safeUrl';

/** A website: a new-tab link when it is http(s), plain text otherwise, with a copy button; nothing when empty. */
export function Website({ website }: { website?: string | null }) {
  const text = website?.trim();
  if (!text) return null;
  return (
    <>
      {isHttpUrl(text) ? (
        <a className={s.link} href={text} target="_blank" rel={OUTSIDE_LINK_REL}>
          {text}
        </a>
      ) : (
        <span>{text}</span>
      )}
      <CopyButton text={text}>复制网址</CopyButton>
    </>
  );
}
