import { MessageBoxKind } from '@wz/app-kit/kinds';

/** 留言管理: the messages visitors left on the company's page, answered in place. */
export const Leavemess = () => <MessageBoxKind kind="market" box="received" title="留言管理" emptyText="还没有访客给企业留言" />;
