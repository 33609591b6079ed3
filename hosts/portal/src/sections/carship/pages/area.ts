import { useLocation, useParams } from 'react-router-dom';
import { areaOf, tabOf } from '../params';

/** The area is a fixed segment of the route (/carship/{area}/…), the tab a param. */
export function useCarshipPlace() {
  const { pathname } = useLocation();
  const params = useParams();
  return { area: areaOf(pathname.split('/')[2]), tab: tabOf(params.tab), id: Number(params.id) || 0 };
}
