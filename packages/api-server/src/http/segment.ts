// Chinese text as search tokens, with Node's Intl.Segmenter (ICU) and no dictionary of our own. ICU splits
// names it does not know into single characters (华为 → 华 | 为), so a document is indexed by every character
// and every pair of neighbouring characters of its Chinese runs, and a query asks for the pairs inside each of
// its words: 华为手机 → 华为 AND 手机, which 华为 Mate 40 Pro filed under 手机数码 has, although 为手 is nowhere.

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const HAN = /\p{Script=Han}/u;
/** What a Latin or digit token keeps (1.5匹 → 1 5; iPhone13 → iphone13). */
const WORD = /[\p{L}\p{N}]+/gu;

/** Longest keyword the search calls take, in characters (the contract's maxLength). */
export const KEYWORD_MAX = 50;

interface Word {
  text: string;
  han: boolean;
}

/**
 * The words of a text in order: Chinese runs of single characters that ICU split apart are joined again
 * (华 | 为 → 华为), so a query's word is what a reader would call one; other words are lower-cased.
 */
function words(text: string): Word[] {
  const out: Word[] = [];
  let run = '';
  let last: Word | undefined;
  for (const s of segmenter.segment(text)) {
    if (!s.isWordLike) {
      run = '';
      last = undefined;
      continue;
    }
    if (HAN.test(s.segment) && [...s.segment].every((c) => HAN.test(c))) {
      const single = [...s.segment].length === 1;
      if (single && last?.han && run) {
        last.text += s.segment;
        run += s.segment;
        continue;
      }
      last = { text: s.segment, han: true };
      run = single ? s.segment : '';
      out.push(last);
      continue;
    }
    run = '';
    last = undefined;
    for (const m of s.segment.toLowerCase().matchAll(WORD)) {
      // a mixed segment (128G国行 is rare, but 国行 after digits happens) is split by script
      for (const part of m[0].split(/(\p{Script=Han}+)/u).filter(Boolean)) out.push({ text: part, han: HAN.test(part) });
    }
  }
  return out;
}

const chars = (s: string) => [...s];

/** The tokens a document is found by: each Chinese character and pair across whole runs, other words as they are. */
export function indexTokens(...texts: readonly string[]): string {
  const out: string[] = [];
  for (const text of texts) {
    // pairs across the whole run, not per word: a query's word may straddle ICU's split of the document
    for (const run of text.toLowerCase().split(/[^\p{Script=Han}]+/u).filter(Boolean)) {
      const cs = chars(run);
      cs.forEach((c, i) => {
        out.push(c);
        if (i + 1 < cs.length) out.push(c + cs[i + 1]);
      });
    }
    for (const w of words(text)) if (!w.han) out.push(w.text);
  }
  return out.join(' ');
}

const quote = (t: string) => `"${t.replace(/"/g, '""')}"`;

/**
 * An FTS5 query for a keyword: every word must be there (its character pairs, or the character itself),
 * Latin and digit words of two or more characters by prefix (mate → Mate, 12 → 128G: also what one is still
 * typing); undefined when nothing in it can be searched (punctuation, `%`).
 */
export function matchQuery(keyword: string): string | undefined {
  const terms: string[] = [];
  for (const w of words(keyword)) {
    if (!w.han) {
      // one letter or digit as a prefix would stand for thousands of tokens (3 → 300, 3000, 3.5…)
      terms.push(w.text.length > 1 ? `${quote(w.text)}*` : quote(w.text));
      continue;
    }
    const cs = chars(w.text);
    if (cs.length === 1) terms.push(quote(cs[0]!));
    for (let k = 0; k + 1 < cs.length; k++) terms.push(quote(cs[k]! + cs[k + 1]!));
  }
  return terms.length ? [...new Set(terms)].join(' AND ') : undefined;
}
