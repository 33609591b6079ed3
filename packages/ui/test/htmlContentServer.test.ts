import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HtmlContent, htmlToText } from '../dist/index.js';

// Server rendering has no DOM for DOMPurify: the content's text goes into the HTML instead, as text.
describe('HtmlContent on the server', () => {
  it('renders the text of the HTML, escaped, with no markup or script of its own', () => {
    const html = renderToString(
      createElement(HtmlContent, { html: '<p>第一段 &amp; <b>重点</b></p><script>alert(1)</script><p>&lt;img onerror&gt;</p>' }),
    );
    expect(html).toContain('第一段 &amp; 重点');
    expect(html).toContain('&lt;img onerror&gt;');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('alert');
  });

  it('renders `empty` when the HTML has no text', () => {
    expect(renderToString(createElement(HtmlContent, { html: '<p> </p>', empty: createElement('i', null, '暂无') }))).toBe('<i>暂无</i>');
  });

  it('htmlToText keeps paragraph breaks and decodes entities', () => {
    expect(htmlToText('<p>a&nbsp;b</p><p>c<br>d</p>')).toBe('a b\nc\nd');
  });
});
