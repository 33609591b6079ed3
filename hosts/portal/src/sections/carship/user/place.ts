import { useLocation, useParams } from 'react-router-dom';
import { kindAreaOf, tabOf, type CarshipKind } from '../params';

/** /user/{car|ship}/{list|edit}/{sn}/{tab}/{id?}: the kind is the path's segment, sn one of its areas. */
export function useUserPlace() {
  const { pathname } = useLocation();
  const params = useParams();
  const kind: CarshipKind = pathname.split('/')[2] === 'ship' ? 'ship' : 'car';
  return { kind, area: kindAreaOf(kind, params.sn), tab: tabOf(params.tab), id: Number(params.id) || undefined };
}
