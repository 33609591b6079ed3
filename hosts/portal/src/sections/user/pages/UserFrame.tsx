import { lazy, useEffect } from 'react';
import { matchRoutes, renderMatches, useLocation } from 'react-router-dom';
import { setPageTitle } from '../../../app/lib/meta';
import { routeObjects, type RouteHandle } from '@wz/app-kit';
import { UserFrame } from '../frame/UserFrame';
import { pageRoutes } from '../pageRoutes';

const NotFound = lazy(() => import('../../../app/pages/NotFound'));
const objects = routeObjects(pageRoutes);

/** /user/* and /usercenter/*: the frame, with the page it matches from the centre's own table. */
export default function UserFramePage() {
  const { pathname } = useLocation();
  const matches = matchRoutes(objects, pathname);
  const title = (matches?.at(-1)?.route.handle as RouteHandle | undefined)?.title;
  useEffect(() => {
    if (title) setPageTitle(title);
  }, [title]);
  return <UserFrame>{matches ? renderMatches(matches) : <NotFound />}</UserFrame>;
}
