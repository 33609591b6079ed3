// 基本信息 and 详细介绍 of a settled teacher, school or guide institution (profile form and rich-text kinds).
import type { OperationParams } from '@wz/sdk';
import { ProfileFormKind, RichTextKind, savedPicture } from '@wz/app-kit/kinds';
import { profileParams, SCHOOL_PICS, SCHOOL_TEXT, schoolFields, schoolSchema, TEACHER_PICS, TEACHER_TEXT, teacherFields, teacherSchema, type EducationKind } from '../release/profile';
import { gate, mine, Settled, type Mine } from './Settled';

const ALL: EducationKind[] = [1, 2, 3];

function valuesOf(kind: EducationKind, d: Mine) {
  const p = (d.profile ?? {}) as Record<string, string | number>;
  const out: Record<string, unknown> = {};
  for (const k of kind === 3 ? TEACHER_TEXT : SCHOOL_TEXT) out[k] = String(p[k] ?? '');
  for (const k of kind === 3 ? TEACHER_PICS : SCHOOL_PICS) out[k] = savedPicture(String(p[k] ?? ''));
  return out;
}

export function Base() {
  return (
    <Settled title="基本信息" kinds={ALL}>
      {({ kind }) => (
        <ProfileFormKind
          title="基本信息"
          description={kind === 3 ? '读者在教师详情页看到的资料；身份证照片仅用于审核' : '读者在学校详情页看到的资料'}
          read={mine}
          gate={gate}
          schema={kind === 3 ? teacherSchema(false) : schoolSchema(false)}
          toValues={(d) => valuesOf(kind, d)}
          fields={kind === 3 ? teacherFields : schoolFields(kind)}
          write="educationReleaseSaveBase"
          toParams={(values) => profileParams(kind, values as Record<string, unknown>) as OperationParams<'educationReleaseSaveBase'>}
        />
      )}
    </Settled>
  );
}

const PARTS: Record<'teacher' | 'school', { part: 'jianli' | 'zhici' | 'jianjie' | 'kecheng'; title: string; hint: string }[]> = {
  teacher: [
    { part: 'jianli', title: '个人简历', hint: '教育经历、任教经历和所获荣誉，至少 10 个字' },
    { part: 'zhici', title: '教师致辞', hint: '写给学生和家长的话，至少 10 个字' },
  ],
  school: [
    { part: 'jianjie', title: '学校简介', hint: '办学历史、师资和特色，至少 10 个字' },
    { part: 'kecheng', title: '课程设置', hint: '开设的课程和班级，至少 10 个字' },
  ],
};

export function Detail() {
  return (
    <Settled title="详细介绍" kinds={ALL}>
      {({ kind }) => (
        <div className="edu-release__parts">
          {PARTS[kind === 3 ? 'teacher' : 'school'].map((p) => (
            <RichTextKind key={p.part} title={p.title} read={mine} gate={gate} pick={(d) => d.parts[p.part] ?? ''} write="educationReleaseSaveDetail" toParams={(html) => ({ part: p.part, html })} placeholder={p.hint} />
          ))}
        </div>
      )}
    </Settled>
  );
}
