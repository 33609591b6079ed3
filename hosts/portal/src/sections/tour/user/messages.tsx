import { MessageBoxKind } from '@wz/app-kit/kinds';

export function ReceivedMessage() {
  return <MessageBoxKind kind="tour" box="received" title="收到的留言" emptyText="还没有游客留言" />;
}

export function SendMessage() {
  return <MessageBoxKind kind="tour" box="sent" title="发出的留言" emptyText="您还没有在旅游页面留言" />;
}
