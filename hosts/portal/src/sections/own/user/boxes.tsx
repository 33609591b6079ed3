import { MessageBoxKind } from '@wz/app-kit/kinds';
import { CommentModeration } from '../../../app/feedback/CommentModeration';
import { ReportList } from '../../../app/feedback/ReportList';

/** The member's comment, report and message pages: the shared feedback kinds and the message box kind. */
export const Comment = () => <CommentModeration kind="own" title="评论管理" emptyText="还没有人评论你的动态" />;
export const Report = () => <ReportList kind="own" title="举报管理" emptyText="你的动态还没有被举报过" />;
export const ReceivedMessage = () => <MessageBoxKind kind="own" box="received" title="收到的留言" emptyText="还没有人给你留言" />;
export const SendMessage = () => <MessageBoxKind kind="own" box="sent" title="发出的留言" emptyText="你还没有给别人的主页留言" />;
