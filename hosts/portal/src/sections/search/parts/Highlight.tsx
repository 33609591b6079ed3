import { Fragment } from 'react';

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : undefined;
const HAN = /^\p{Script=Han}+$/u;

/**
 * The words of a keyword as the API finds them: Chinese characters that the segmenter split apart are joined
 * again (华为手机 → 华为, 手机), other words as typed, so each can be marked where it occurs.
 */
export function keywordWords(keyword: string): string[] {
  const out: string[] = [];
  let run = false;
  for (const part of keyword.split(/\s+/).filter(Boolean)) {
    run = false;
    for (const { segment, isWordLike } of segmenter ? segmenter.segment(part) : [{ segment: part, isWordLike: true }]) {
      if (!isWordLike) {
        run = false;
        continue;
      }
      const han = HAN.test(segment);
      if (han && segment.length === 1 && run) out[out.length - 1] += segment;
      else out.push(segment);
      run = han && segment.length === 1;
    }
  }
  return [...new Set(out.filter((w) => w.length > 0))].sort((a, b) => b.length - a.length);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Marks the keyword's words in a text (text only: nothing from the server is rendered as HTML). */
export function Highlight({ text, words }: { text: string; words: readonly string[] }) {
  if (!words.length) return <>{text}</>;
  const parts = text.split(new RegExp(`(${words.map(escape).join('|')})`, 'gi'));
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>{i % 2 === 1 ? <mark>{p}</mark> : p}</Fragment>
      ))}
    </>
  );
}
