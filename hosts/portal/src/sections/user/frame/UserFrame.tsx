import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Breadcrumb, type Crumb } from '../../../app/shell/Breadcrumb';
import { areaPath, isWithin } from '@wz/app-kit';
import { USER_AREAS } from '../../../app/userAreas';
import { AreaTabs } from './AreaTabs';
import { UserMenu } from './UserMenu';
import '../user.css';

/** Breadcrumb, side menu and the current area's page row around a user-centre page. */
export function UserFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const area = USER_AREAS.find((a) => isWithin(pathname, areaPath(a)));
  const crumbs: Crumb[] = [{ label: '首页', to: '/' }, { label: '个人中心', to: '/user' }];
  if (area) crumbs.push({ label: area.label });
  return (
    <div className="container user-centre">
      <Breadcrumb items={crumbs} />
      <div className="user-centre__body">
        <UserMenu />
        <div className="user-centre__main">
          {area ? <AreaTabs area={area} parent={area.base ?? '/user'} /> : null}
          {children}
        </div>
      </div>
    </div>
  );
}
