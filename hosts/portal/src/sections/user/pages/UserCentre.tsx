import { NavLink, useLocation } from 'react-router-dom';
import { useSession } from '../../../app/lib/api';
import { useRouteMeta } from '../../../app/shell/Shell';
import { UnderConstruction } from '../../../app/shell/UnderConstruction';
import { Breadcrumb } from '../../../app/shell/Breadcrumb';
import '../user.css';

/** The user centre's areas (spec §2 User centre), in the order of the spec. */
const AREAS: { to: string; label: string }[] = [
  { to: '/user/personInfo/base', label: '个人资料' },
  { to: '/user/tourRelease/base', label: '旅游发布' },
  { to: '/user/marketRelease/base', label: '市场发布' },
  { to: '/user/educationRelease/base', label: '教育发布' },
  { to: '/user/talentsRelease/base', label: '人才发布' },
  { to: '/user/liveRelease/base', label: '生活发布' },
  { to: '/user/ownRelease/base', label: '个人发布' },
  { to: '/user/informationRelease/base', label: '资讯发布' },
  { to: '/user/sameRelease/base', label: '同城发布' },
  { to: '/user/mutuaLovelist/Personalinfo', label: '婚恋管理' },
  { to: '/user/Introducerlist/Introducerinfot1', label: '红娘管理' },
  { to: '/user/logistics/list', label: '物流管理' },
  { to: '/user/idle/list', label: '闲置管理' },
  { to: '/user/house/list/218/info', label: '房产管理' },
  { to: '/user/car/list/newcar/info', label: '车辆管理' },
  { to: '/user/ship/list/newship/info', label: '船舶管理' },
  { to: '/usercenter/wzmall/order', label: '商城订单' },
];

/** User centre and release pages: the member's menu and details; area contents come with their sections. */
export default function UserCentre() {
  const meta = useRouteMeta();
  const { userInfo } = useSession();
  const { pathname } = useLocation();
  const isHome = pathname === '/user' || pathname === '/user/';
  const title = meta.title ?? '个人中心';
  return (
    <div className="container user-centre">
      <Breadcrumb items={[{ label: '首页', to: '/' }, { label: '个人中心', to: '/user' }, ...(isHome ? [] : [{ label: title }])]} />
      <div className="user-centre__body">
        <nav className="user-centre__menu" aria-label="个人中心菜单">
          <ul>
            <li>
              <NavLink to="/user" end>
                个人中心首页
              </NavLink>
            </li>
            {AREAS.map((a) => (
              <li key={a.to}>
                <NavLink to={a.to}>{a.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="user-centre__main">
          {isHome ? (
            <section className="card" aria-labelledby="uc-home-title">
              <h1 id="uc-home-title">个人中心</h1>
              <dl className="kv">
                <dt>用户名</dt>
                <dd data-testid="uc-username">{userInfo?.username ?? '—'}</dd>
                <dt>昵称</dt>
                <dd>{userInfo?.nickname || '未设置'}</dd>
                <dt>手机号</dt>
                <dd>{userInfo?.phone ? userInfo.phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') : '未绑定'}</dd>
              </dl>
            </section>
          ) : (
            <UnderConstruction title={title} />
          )}
        </div>
      </div>
    </div>
  );
}
