/**
 * The member's profile page (/user/ownRelease/base); rich.tsx has the introduction, boxes.tsx comments, reports
 * and messages, posts.tsx 信息列表 (list + edit of posts with rich text and pictures): each page loads only its kinds.
 */
import * as v from 'valibot';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { pictureId, ProfileFormKind, savedPicture } from '@wz/app-kit/kinds';
import { gate, mine } from './mine';
import { profileFields, profileSchema } from './profile';
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

