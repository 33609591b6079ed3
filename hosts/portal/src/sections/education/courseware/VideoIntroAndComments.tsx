import { HtmlContent } from '@wz/ui';

export { Comments } from './Comments';

/** The video's introduction: server HTML, so DOMPurify comes with this chunk, not the page's. */
export function VideoIntro({ html }: { html: string | null | undefined }) {
  return (
    <section aria-labelledby="edu-intro-title">
      <h2 id="edu-intro-title">课件简介</h2>
      <HtmlContent html={html} empty={<p className="edu-muted">暂无简介</p>} />
    </section>
  );
}
