import { MessageBoxKind } from '@wz/app-kit/kinds';
import { CommentModeration } from '../../../app/feedback/CommentModeration';
import { ReportList } from '../../../app/feedback/ReportList';

/** The publisher's comment, report and message pages: the shared feedback kinds and the message box kind. */
export const Comment = () => <CommentModeration kind="information" title="评论管理" emptyText="还没有读者评论你的文章" />;
export const Report = () => <ReportList kind="information" title="举报管理" emptyText="你的文章还没有被举报过" />;
export const ReceivedMessage = () => <MessageBoxKind kind="information" box="received" title="收到的留言" emptyText="还没有读者给你留言" />;
export const SendMessage = () => <MessageBoxKind kind="information" box="sent" title="发出的留言" emptyText="你还没有给资讯作者留言" />;
