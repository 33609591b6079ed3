/** Logistics' links and list constants, for its pages only (params.ts is in the home page's first load). */

export const indexPath = (sn: string, tab: string) => `/logistics/index/${sn}/${tab}`;
export const detailPath = (sn: string, tab: string, id: number) => `/logistics/detail/${sn}/${tab}/${id}`;
export const companyPath = (id: number, newsId = 0, sn?: string, tab?: string) => `/logistics/user/${id}${newsId || sn ? `/${newsId}` : ''}${sn ? `/${sn}${tab ? `/${tab}` : ''}` : ''}`;
export const USER_LIST = '/user/logistics/list';
export const userEditPath = (id?: number) => `/user/logistics/edit${id ? `/${id}` : ''}`;
export const LOGISTICS_UNITS: Record<string, string> = { vlength: '米', weight: '吨' };
export const LOGISTICS_SORTS = [
  { value: '0', label: '最新' },
  { value: '1', label: '运价↑' },
  { value: '2', label: '运价↓' },
  { value: '3', label: '重量↓' },
  { value: '4', label: '装车日期' },
];
