import { useState } from 'react';
import type { OperationParams } from '@wz/sdk';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { SettleInKind, type SettleStatus } from '@wz/app-kit/kinds';
import type { InferInput } from 'valibot';
import { emptyProfile, KIND_LABEL, profileParams, schoolFields, schoolSchema, teacherFields, teacherSchema, type EducationKind } from './profile';
import '../education.css';

const STATUS: SettleStatus['status'][] = ['none', 'waiting', 'approved', 'refused'];
const KINDS: EducationKind[] = [3, 1, 2];

/** /release/education: settle in as a teacher, a school or a guide institution, and see how the review stands. */
export default function EducationRelease() {
  const mine = useRead(reads.educationReleaseMine({}));
  const applied = mine.data?.kind ? (mine.data.kind as EducationKind) : undefined;
  const [kind, setKind] = useState<EducationKind>(3);
  const shown = applied && mine.data?.status !== 3 ? applied : kind;
  const canPick = !mine.data || mine.data.status === 0 || mine.data.status === 3;
  return (
    <div className="container edu-release">
      {canPick ? (
        <fieldset className="card edu-release__kinds">
          <legend>入驻类型</legend>
          {KINDS.map((k) => (
            <label key={k} className="edu-release__kind">
              <input type="radio" name="edu-kind" value={k} checked={shown === k} onChange={() => setKind(k)} />
              {KIND_LABEL[k]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <SettleInKind
        key={shown}
        title={`${KIND_LABEL[shown]}入驻`}
        description={
          shown === 3
            ? '教师入驻后可以上传文本课件、免费或付费的视频课件，发布课务，并收到学生赠送的礼物。每个账号可入驻一次。'
            : '学校或机构入驻后可以发布通知、校园生活和校园风采，管理组织机构、班级和校友中心。每个账号可入驻一次。'
        }
        status={reads.educationReleaseMine({})}
        statusOf={(d) => ({ status: STATUS[d.status] ?? 'none', reason: d.reason, name: d.profile ? (d.kind === 3 ? d.profile.realname : d.profile.schoolname) : '', inputtime: d.inputtime })}
        schema={shown === 3 ? teacherSchema(true) : schoolSchema(true)}
        empty={emptyProfile(shown) as InferInput<ReturnType<typeof teacherSchema>>}
        fields={shown === 3 ? teacherFields : schoolFields(shown)}
        apply="educationReleaseApply"
        toParams={(values) => profileParams(shown, values as Record<string, unknown>) as OperationParams<'educationReleaseApply'>}
        approved={{ to: '/user/educationRelease/base', label: '去管理教育发布' }}
      />
    </div>
  );
}
