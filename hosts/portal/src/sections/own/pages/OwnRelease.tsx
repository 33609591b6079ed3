import * as v from 'valibot';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { pictureId, SettleInKind } from '@wz/app-kit/kinds';
import { OWN_CATEGORIES, ownUserPath } from '../params';
import { profileFields, profileSchema } from '../user/profile';
import '../own.css';

const schema = v.object({ ...profileSchema, avatar: v.pipe(v.array(v.object({ id: v.string(), url: v.string() })), v.minLength(1, '请上传头像')) });

/** /release/own: a member opens their own page (入驻), and sees how the review stands. */
export default function OwnRelease() {
  const districts = useRead(reads.ownFilters({})).data?.districts ?? [];
  return (
    <div className="container own-release">
      <SettleInKind
        title="开通个人主页"
        description="开通后可以在个人中心发布图文动态，访客可以浏览、点赞、评论和给你留言。每个账号可开通一个主页。"
        status={reads.ownRuzhuStatus({})}
        statusOf={(d) => d}
        schema={schema}
        empty={{ name: '', category: OWN_CATEGORIES[0], district: '', jianjie: '', avatar: [] }}
        fields={[...profileFields(districts), { kind: 'image', name: 'avatar', label: '头像', required: true }]}
        apply="ownRuzhu"
        toParams={({ avatar, ...rest }) => ({ ...rest, avatar: pictureId(avatar) })}
        approved={{ to: ownUserPath('infoList'), label: '去发布动态' }}
      />
    </div>
  );
}
