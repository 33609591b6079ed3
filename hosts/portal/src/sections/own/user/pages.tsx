/**
 * The member's own pages (/user/ownRelease/*): page kinds given own's operations; comments and reports use the
 * shared feedback kinds, messages the message box kind; 信息列表 is the list + edit of posts (rich text, pictures).
 */
import * as v from 'valibot';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { MessageBoxKind, pictureId, ProfileFormKind, RichTextKind, savedPicture } from '@wz/app-kit/kinds';
import { CommentModeration } from '../../../app/feedback/CommentModeration';
import { ReportList } from '../../../app/feedback/ReportList';
import { profileFields, profileSchema } from './profile';

export const mine = reads.ownMine({});
export const gate = { to: '/release/own', label: '去开通个人主页' };
const baseSchema = v.object({ ...profileSchema, avatar: v.pipe(v.array(v.object({ id: v.string(), url: v.string() })), v.minLength(1, '请上传头像')) });

export function Base() {
  const districts = useRead(reads.ownFilters({})).data?.districts ?? [];
  return (
    <ProfileFormKind
      title="基本信息"
      description="访客在个人主页顶部看到的信息"
      read={mine}
      gate={gate}
      schema={baseSchema}
      toValues={(d) => ({ name: d.name, category: d.category, district: d.district, jianjie: d.jianjie, avatar: savedPicture(d.avatar) })}
      fields={[...profileFields(districts), { kind: 'image', name: 'avatar', label: '头像', required: true }]}
      write="ownSaveBase"
      toParams={({ avatar, ...rest }) => ({ ...rest, avatar: pictureId(avatar) })}
    />
  );
}

export function Detail() {
  return <RichTextKind title="详细介绍" description="主页上的自我介绍，可以图文并茂" read={mine} gate={gate} pick={(d) => d.content} write="ownSaveDetail" toParams={(html) => ({ html })} placeholder="介绍一下自己，至少 10 个字" />;
}

export const Comment = () => <CommentModeration kind="own" title="评论管理" emptyText="还没有人评论你的动态" />;
export const Report = () => <ReportList kind="own" title="举报管理" emptyText="你的动态还没有被举报过" />;
export const ReceivedMessage = () => <MessageBoxKind kind="own" box="received" title="收到的留言" emptyText="还没有人给你留言" />;
export const SendMessage = () => <MessageBoxKind kind="own" box="sent" title="发出的留言" emptyText="你还没有给别人的主页留言" />;
