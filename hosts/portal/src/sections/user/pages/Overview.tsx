import { Link } from 'react-router-dom';
import { isHttpUrl } from '@wz/ui';
import { useGetUserInfo } from '@wz/sdk/react';
import { useSession } from '../../../app/lib/api';
import { maskedPhone } from '../profile';

const LINKS: { to: string; label: string }[] = [
  { to: '/user/personInfo/base', label: '编辑资料' },
  { to: '/user/personInfo/changePassword', label: '修改密码' },
  { to: '/user/house/list/218/info', label: '我的房源' },
  { to: '/user/idle/list', label: '我的闲置' },
  { to: '/usercenter/wzmall/order', label: '商城订单' },
];

/** /user: who is logged in (fresh from getUserInfo, the stored userInfo meanwhile) and where to go. */
export default function Overview() {
  const { userInfo } = useSession();
  const { data } = useGetUserInfo({});
  const me = data ?? userInfo;
  const avatar = me?.avatar && isHttpUrl(me.avatar) ? me.avatar : undefined;
  return (
    <section className="card user-overview" aria-labelledby="uc-home-title">
      <h1 id="uc-home-title">个人中心</h1>
      <div className="user-overview__head">
        {avatar ? (
          <img className="user-overview__avatar" src={avatar} alt="我的头像" width={72} height={72} />
        ) : (
          <span className="user-overview__avatar user-overview__avatar--empty" aria-hidden="true" />
        )}
        <dl className="kv">
          <dt>昵称</dt>
          <dd data-testid="uc-nickname">{me?.nickname || '未设置'}</dd>
          <dt>用户名</dt>
          <dd data-testid="uc-username">{me?.username ?? '—'}</dd>
          <dt>手机号</dt>
          <dd data-testid="uc-phone">{maskedPhone(me?.phone)}</dd>
        </dl>
      </div>
      <ul className="user-overview__links">
        {LINKS.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
