import { Link } from 'react-router-dom';
import { useLogout, useSession } from '../lib/api';
import { CityPicker } from './CityPicker';
import { AppCodes } from './AppCodes';
import { SearchBox } from './SearchBox';
import { TopNav } from './TopNav';

function Greeting() {
  const { loggedIn, userInfo } = useSession();
  const logout = useLogout();
  if (loggedIn) {
    const name = userInfo?.nickname || userInfo?.username || '会员';
    return (
      <div className="topbar__user" data-testid="greeting">
        <span>
          您好，<strong>{name}</strong>
        </span>
        <Link to="/user">个人中心</Link>
        <button type="button" className="linklike" onClick={() => void logout()}>
          退出
        </button>
        <Link to="/">首页</Link>
      </div>
    );
  }
  return (
    <div className="topbar__user" data-testid="greeting">
      <span>您好，欢迎来到分类信息门户！</span>
      <Link to="/login">请登录</Link>
      <Link to="/login/register">免费注册</Link>
      <a href="/" target="_blank" rel="noopener noreferrer">
        首页
      </a>
    </div>
  );
}

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <CityPicker />
          <div className="topbar__right">
            <Greeting />
            <AppCodes />
          </div>
        </div>
      </div>
      <div className="container brandbar">
        <Link to="/" className="brand" aria-label="分类信息门户 首页">
          <span className="brand__mark" aria-hidden="true">
            信
          </span>
          <span className="brand__text">
            <span className="brand__name">分类信息门户</span>
            <span className="brand__slogan">本地生活，一网打尽</span>
          </span>
        </Link>
        <SearchBox />
      </div>
      <TopNav />
    </header>
  );
}
