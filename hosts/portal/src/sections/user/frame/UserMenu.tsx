import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { areaPath, isWithin, linkOf, MENU_GROUPS } from '@wz/app-kit';
import { USER_AREAS } from '../../../app/userAreas';
import { useCurrentInView } from './scrollRow';

/**
 * The user centre's side menu: the spec's sub-areas by group, the current one highlighted. Below 768 px
 * it is one horizontally scrolling row over the page (CSS), scrolled so the current area is in view.
 */
export function UserMenu() {
  const { pathname } = useLocation();
  const list = useRef<HTMLDivElement>(null);
  const home = pathname === '/user' || pathname === '/user/';

  useCurrentInView(list, pathname);

  return (
    <nav className="user-menu" aria-label="个人中心菜单">
      <div className="user-menu__scroll" ref={list}>
        <Link className="user-menu__item" to="/user" aria-current={home ? 'page' : undefined}>
          个人中心首页
        </Link>
        {MENU_GROUPS.map((group) => (
          <div className="user-menu__group" role="group" aria-label={group} key={group}>
            <span className="user-menu__title" aria-hidden="true">
              {group}
            </span>
            {USER_AREAS.filter((a) => a.group === group).map((area) => {
              const base = areaPath(area);
              return (
                <Link
                  key={base}
                  className="user-menu__item"
                  to={linkOf(area, area.base ?? '/user')}
                  aria-current={isWithin(pathname, base) ? 'page' : undefined}
                >
                  {area.label}
                </Link>
              );
            })}
          </div>
        ))}
      </div>
    </nav>
  );
}
