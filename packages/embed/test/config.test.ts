// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  configFromScript,
  DEFAULT_CONFIG,
  findEmbedScript,
  mergeConfig,
  parseTeacherId,
  teacherUrl,
} from '../src/config';

function script(attrs: Record<string, string>) {
  const el = document.createElement('script');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

describe('configuration', () => {
  it('defaults to the local start command and the development partner appid', () => {
    expect(DEFAULT_CONFIG).toEqual({
      apiBase: 'http://localhost:8787/public/v1',
      appid: 'wzpartner',
      portalUrl: 'http://localhost:5173',
    });
  });

  it('reads data-api, data-appid and data-portal-url from the script tag', () => {
    const read = configFromScript(
      script({
        'data-api': 'https://api.school.cn/public/v1/',
        'data-appid': 'school7',
        'data-portal-url': 'https://www.example.cn',
      }),
    );
    expect(mergeConfig(DEFAULT_CONFIG, read)).toEqual({
      apiBase: 'https://api.school.cn/public/v1',
      appid: 'school7',
      portalUrl: 'https://www.example.cn',
    });
  });

  it('keeps the previous value for missing or unusable fields', () => {
    const base = mergeConfig(DEFAULT_CONFIG, { portalUrl: 'https://p.example.com' });
    expect(
      mergeConfig(base, { apiBase: 'javascript:alert(1)', appid: 'bad appid!', portalUrl: '' }),
    ).toEqual(base);
    expect(mergeConfig(base, { apiBase: 'ftp://x.example.com' }).apiBase).toBe(
      DEFAULT_CONFIG.apiBase,
    );
    expect(configFromScript(null)).toEqual({});
  });

  it('finds its script tag by marker or by file name when document.currentScript is null', () => {
    document.body.innerHTML =
      '<script src="/other.js"></script><script src="https://cdn.example.com/wz-embed.iife.js?v=1" data-api="https://a.example.com/public/v1"></script>';
    expect(findEmbedScript(document)?.getAttribute('data-api')).toBe(
      'https://a.example.com/public/v1',
    );
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script type="module" data-wz-embed data-appid="m"></script>',
    );
    expect(findEmbedScript(document)?.getAttribute('data-appid')).toBe('m');
    document.body.innerHTML = '<script src="/app.js"></script>';
    expect(findEmbedScript(document)).toBeNull();
  });
});

describe('attributes', () => {
  it('accepts positive integer teacher ids only', () => {
    expect(parseTeacherId('12')).toBe(12);
    expect(parseTeacherId(' 7 ')).toBe(7);
    for (const bad of [null, '', '0', '-3', '1.5', '12abc', '2147483648', '99999999999']) {
      expect(parseTeacherId(bad)).toBeUndefined();
    }
  });

  it('links to the portal teacher page, http(s) only', () => {
    expect(teacherUrl('https://portal.example.com/', 12)).toBe(
      'https://portal.example.com/teacher/teacherDetail?id=12',
    );
    expect(teacherUrl('http://localhost:5173/wz', 3)).toBe(
      'http://localhost:5173/wz/teacher/teacherDetail?id=3',
    );
    expect(teacherUrl('javascript:alert(1)//', 3)).toBeUndefined();
    expect(teacherUrl('data:text/html,hi', 3)).toBeUndefined();
    expect(teacherUrl('/relative', 3)).toBeUndefined();
  });
});
