import type { RouteNode } from '@wz/app-kit';

const login = () => import('./pages/Login');
const register = () => import('./pages/Register');

// Members who are logged in are sent home from all of these (guestOnly).
export const routes: RouteNode[] = [
  {
    path: 'login',
    children: [
      { index: true, page: login, meta: { title: '登录', guestOnly: true } },
      { path: 'login', page: login, meta: { title: '登录', guestOnly: true } },
      { path: 'register', page: register, meta: { title: '免费注册', guestOnly: true } },
      {
        path: 'ForgetPwd',
        page: () => import('./pages/ForgetPwd'),
        meta: { title: '找回密码', guestOnly: true },
      },
    ],
  },
  { path: 'register', page: register, meta: { title: '免费注册', guestOnly: true } },
];
