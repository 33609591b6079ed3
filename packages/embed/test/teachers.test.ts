import { ApiError } from '@wz/sdk';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../src/config';
import { createRuntime } from '../src/runtime';
import {
  createTeacherCache,
  errorText,
  teacherFetcher,
  TeacherNotFoundError,
  type EmbedTeacher,
} from '../src/teachers';

const teacher = (id: number): EmbedTeacher => ({ id, realname: `教师${id}` });

describe('the teacher cache', () => {
  it('asks once per id, however many cards want it at the same time', async () => {
    const asked: number[] = [];
    const cache = createTeacherCache(async (id) => {
      asked.push(id);
      return teacher(id);
    });
    const results = await Promise.all([1, 1, 2, 1, 2].map((id) => cache.load(id)));
    expect(results.map((t) => t.realname)).toEqual(['教师1', '教师1', '教师2', '教师1', '教师2']);
    expect(asked).toEqual([1, 2]);
    await cache.load(1);
    expect(asked).toEqual([1, 2]);
  });

  it('remembers a missing teacher but retries after a network failure', async () => {
    let calls = 0;
    const cache = createTeacherCache(async (id) => {
      calls++;
      if (id === 404) throw new TeacherNotFoundError('教师不存在');
      if (calls === 2) throw new TypeError('Failed to fetch');
      return teacher(id);
    });
    await expect(cache.load(404)).rejects.toBeInstanceOf(TeacherNotFoundError);
    await expect(cache.load(404)).rejects.toBeInstanceOf(TeacherNotFoundError);
    expect(calls).toBe(1);
    await expect(cache.load(5)).rejects.toThrow('Failed to fetch');
    await expect(cache.load(5)).resolves.toEqual(teacher(5));
    expect(calls).toBe(3);
  });

  it('maps failures to the Chinese messages', () => {
    expect(errorText(new TeacherNotFoundError('x'))).toBe('未找到该教师');
    expect(errorText(new TypeError('Failed to fetch'))).toBe('加载失败，请稍后重试');
  });
});

describe('fetching through the client', () => {
  const fakeClient = (call: () => Promise<unknown>) =>
    ({ call }) as unknown as Parameters<typeof teacherFetcher>[0];

  it('treats a non-200 envelope or a non-teacher answer as not found, other errors as failures', async () => {
    const notFound = teacherFetcher(
      fakeClient(() =>
        Promise.reject(
          new ApiError({ kind: 'api', code: 404, msg: '教师不存在', operation: 'educationInfo' }),
        ),
      ),
    );
    await expect(notFound(9)).rejects.toBeInstanceOf(TeacherNotFoundError);
    const school = teacherFetcher(fakeClient(async () => ({ type: 1, schoolname: '一中' })));
    await expect(school(9)).rejects.toBeInstanceOf(TeacherNotFoundError);
    const down = teacherFetcher(
      fakeClient(() =>
        Promise.reject(
          new ApiError({ kind: 'network', code: 0, msg: '网络错误', operation: 'educationInfo' }),
        ),
      ),
    );
    await expect(down(9)).rejects.not.toBeInstanceOf(TeacherNotFoundError);
  });

  it('signs through {apiBase}/embed/sign with the partner appid and sends no secret', async () => {
    const seen: { url: string; body?: string }[] = [];
    const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const body = request.method === 'POST' ? await request.text() : undefined;
      seen.push({ url: request.url, body });
      if (request.url.endsWith('/embed/sign')) {
        return Response.json({ sign: '0123456789ABCDEF0123456789ABCDEF' });
      }
      return Response.json({ code: 200, msg: 'ok', data: { type: 3, id: 3, realname: '王老师' } });
    }) as typeof fetch;
    const runtime = createRuntime(
      { ...DEFAULT_CONFIG, apiBase: 'https://api.example.com/public/v1' },
      fakeFetch,
    );
    await expect(runtime.loadTeacher(3)).resolves.toMatchObject({ realname: '王老师' });
    await runtime.loadTeacher(3);

    expect(seen).toHaveLength(2);
    expect(seen[0]!.url).toBe('https://api.example.com/public/v1/embed/sign');
    const signBody = JSON.parse(seen[0]!.body!) as {
      operation: string;
      params: Record<string, string>;
    };
    expect(signBody.operation).toBe('educationInfo');
    expect(signBody.params).toMatchObject({ appid: 'wzpartner', id: '3', type: '3' });
    const info = new URL(seen[1]!.url);
    expect(info.pathname).toBe('/public/v1/education/info');
    expect(info.searchParams.get('appid')).toBe('wzpartner');
    expect(info.searchParams.get('sign')).toBe('0123456789ABCDEF0123456789ABCDEF');
  });

  it('configure() replaces the client: new settings, fresh cache, subscribers told', async () => {
    const urls: string[] = [];
    const fakeFetch = (async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      urls.push(url);
      if (url.endsWith('/embed/sign'))
        return Response.json({ sign: 'ABCDEF0123456789ABCDEF0123456789' });
      return Response.json({ code: 200, msg: 'ok', data: { type: 3, id: 1, realname: '李老师' } });
    }) as typeof fetch;
    const runtime = createRuntime(DEFAULT_CONFIG, fakeFetch);
    let told = 0;
    runtime.subscribe(() => told++);
    await runtime.loadTeacher(1);
    runtime.configure({ apiBase: 'https://other.example.com/public/v1', appid: 'school9' });
    expect(runtime.version).toBe(1);
    expect(told).toBe(1);
    await runtime.loadTeacher(1);
    expect(urls.filter((u) => u.includes('other.example.com'))).toHaveLength(2);
    expect(urls.at(-1)).toContain('appid=school9');
  });
});
