// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, PASSWORD_CHANGED_MESSAGE } from '../src/index';
import {
  useChangePassword,
  useGetUserInfo,
  useSession,
  useUpdateUserInfo,
} from '../src/react/index';
import { harness, pathOf, to } from './harness';
import { envelope, fieldsOf, ok, USER } from './helpers';

afterEach(cleanup);

describe('user centre hooks', () => {
  it('useUpdateUserInfo sends nickname and avatar as a bearer form call and stores the answer as userInfo', async () => {
    const saved = { ...USER, nickname: '小明同学', avatar: 'http://api.test/media/u/1.png' };
    const { wrapper, requests, tokenStore } = harness(() => ok(saved, { msg: '保存成功' }));
    const { result } = renderHook(() => ({ save: useUpdateUserInfo(), session: useSession() }), { wrapper });
    let answer: unknown;
    await act(async () => {
      answer = await result.current.save.trigger({ nickname: '小明同学', avatar: 7 });
    });
    expect(answer).toEqual({ userInfo: saved, message: '保存成功' });
    const [request] = to(requests, '/user/updateUserInfo');
    expect(request!.headers.get('authorization')).toBe('Bearer T1');
    expect(await fieldsOf(request!)).toMatchObject({ nickname: '小明同学', avatar: '7' });
    expect(tokenStore.getUserInfo()).toEqual(saved);
    expect(result.current.session.displayName).toBe('小明同学');
  });

  it('a refused update leaves the stored userInfo alone', async () => {
    const { wrapper, tokenStore } = harness(() =>
      envelope({ code: 400, msg: '参数错误: nickname 昵称为 2–16 个字', data: null }),
    );
    const { result } = renderHook(() => useUpdateUserInfo(), { wrapper });
    await act(async () => {
      await expect(result.current.trigger({ nickname: '王' })).rejects.toBeInstanceOf(ApiError);
    });
    expect(tokenStore.getUserInfo()).toEqual(USER);
    expect(tokenStore.getToken()).toBe('T1');
  });

  it('useGetUserInfo brings a profile changed elsewhere into the stored userInfo', async () => {
    const fresh = { ...USER, nickname: '别处改的' };
    const { wrapper, tokenStore } = harness(() => ok(fresh));
    const { result } = renderHook(() => useGetUserInfo({}), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(fresh));
    expect(tokenStore.getUserInfo()).toEqual(fresh);
  });

  it('useChangePassword clears the session after success (every session ended), not after a refusal', async () => {
    let answer = envelope({ code: 201, msg: '原密码不正确', data: null });
    const { wrapper, requests, tokenStore } = harness(() => answer);
    const { result } = renderHook(() => ({ change: useChangePassword(), session: useSession() }), { wrapper });
    const params = { old_password: 'wrong-pass', new_password: 'newpass1', confirm_password: 'newpass1' };
    await act(async () => {
      await expect(result.current.change.trigger(params)).rejects.toMatchObject({ code: 201, msg: '原密码不正确' });
    });
    expect(tokenStore.getToken()).toBe('T1');
    answer = envelope({ code: 200, msg: PASSWORD_CHANGED_MESSAGE, data: null });
    let done: unknown;
    await act(async () => {
      done = await result.current.change.trigger({ ...params, old_password: 'demo1234' });
    });
    expect(done).toEqual({ message: PASSWORD_CHANGED_MESSAGE });
    expect(tokenStore.getToken()).toBeNull();
    expect(tokenStore.getUserInfo()).toBeNull();
    expect(result.current.session.isLoggedIn).toBe(false);
    expect(requests.map(pathOf)).toEqual(['/user/changePassword', '/user/changePassword']);
  });
});
