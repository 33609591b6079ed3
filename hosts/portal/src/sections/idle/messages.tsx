import { MessageBoxKind } from '@wz/app-kit/kinds';

// 我想要 opens a thread between buyer and seller (闲鱼's 聊一聊): the seller's box and the buyer's.
export const Received = () => <MessageBoxKind kind="idle" box="received" title="买家消息" emptyText="还没有买家联系你" />;
export const Sent = () => <MessageBoxKind kind="idle" box="sent" title="我想要的" emptyText="你还没有联系过卖家" />;
