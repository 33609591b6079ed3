import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { PASSWORD_CHANGED_MESSAGE } from '../messages';
import { isReadKey } from '../facts';
import { getUserInfo, userGiftOrders } from '../generated/reads';
import type { UserInfo } from '../token-store';
import type { OperationParams } from '../types';
import { usePortalClient } from './context';
import { readHook, useRead, type ReadConfig, type ReadResult } from './read';
import { useWrite } from './write';

const sameUser = (a: UserInfo | null, b: UserInfo) =>
  !!a &&
  a.id === b.id &&
  a.username === b.username &&
  a.nickname === b.nickname &&
  a.phone === b.phone &&
  a.avatar === b.avatar;

/**
 * The logged-in member's own profile (getUserInfo). When it differs from the session's stored userInfo
 * (changed on another device), the stored copy follows, so the header shows the same. `null` sends nothing.
 */
export function useGetUserInfo(
  params: OperationParams<'getUserInfo'> | null,
  config?: ReadConfig<'getUserInfo'>,
): ReadResult<'getUserInfo'> {
  const { tokenStore } = usePortalClient();
  const onSuccess = config?.onSuccess;
  return useRead(params === null ? null : getUserInfo(params), {
    ...config,
    onSuccess(data, key, cfg) {
      // only while that session lasts: an answer arriving after logout must not bring userInfo back
      if (tokenStore.getToken() && !sameUser(tokenStore.getUserInfo(), data)) tokenStore.setUserInfo(data);
      onSuccess?.(data, key, cfg);
    },
  });
}

/** Saves nickname and avatar; the answer (the stored profile) becomes the session's userInfo. */
export function useUpdateUserInfo() {
  const { tokenStore } = usePortalClient();
  return useWrite('updateUserInfo', {
    select: (data) => {
      if (tokenStore.getToken()) tokenStore.setUserInfo(data);
      return { userInfo: data, message: '保存成功' };
    },
  });
}

/**
 * Changes the password. As on 淘宝/京东 the server then ends every session of the member, this one
 * included, so the local session is cleared too and the member logs in with the new password.
 */
export function useChangePassword() {
  const { tokenStore } = usePortalClient();
  const { mutate } = useSWRConfig();
  const clear = useCallback(() => {
    tokenStore.clear();
    void mutate((key) => isReadKey(key));
  }, [tokenStore, mutate]);
  return useWrite('changePassword', {
    select: () => {
      clear();
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  });
}

/** The member's own gift orders (`status` one trade state or all), with counts per state for the tabs. */
export const useUserGiftOrders = /* @__PURE__ */ readHook(userGiftOrders);
