import type { OperationData } from '@wz/sdk';

type Info = OperationData<'educationInfo'>;
export type TeacherInfo = Extract<Info, { realname: string }>;
export type SchoolInfo = Exclude<Info, TeacherInfo>;

/** educationInfo answers a teacher (type 3) or a school / guide (types 1, 2). */
export function asTeacher(info: Info | undefined): TeacherInfo | undefined {
  return info && 'realname' in info ? info : undefined;
}
export function asSchool(info: Info | undefined): SchoolInfo | undefined {
  return info && !('realname' in info) ? info : undefined;
}
