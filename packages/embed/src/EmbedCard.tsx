import { useEffect, useState } from 'react';
import { TeacherCard, type TeacherCardProps } from '@wz/ui';
import { teacherUrl } from './config';
import type { EmbedRuntime } from './runtime';
import { errorText, NOT_FOUND_TEXT, type EmbedTeacher } from './teachers';

type Stat = NonNullable<TeacherCardProps['stats']>[number];

function figure(value: number | string | null | undefined): string {
  return value === null || value === undefined || value === '' ? '0' : String(value);
}

/** Views, likes, collections and gifts, as the portal labels them. */
export function teacherStats(t: EmbedTeacher): Stat[] {
  return [
    { label: '浏览', value: figure(t.clickcount) },
    { label: '点赞', value: figure(t.likecount) },
    { label: '收藏', value: figure(t.collectcount) },
    { label: '礼物', value: figure(t.giftcount) },
  ];
}

export interface EmbedCardProps {
  runtime: EmbedRuntime;
  /** Parsed `teacher-id`; undefined when missing or not a positive integer. */
  teacherId: number | undefined;
  size: 'compact' | 'full';
  /** `data-portal-url` of the element, else the configured portal. */
  portalUrl: string;
  /** runtime.version at render time, so a configure() reloads. */
  version: number;
}

type State =
  | { key: string; status: 'ok'; teacher: EmbedTeacher }
  | { key: string; status: 'error'; message: string };

/** Loads one teacher through the shared runtime and renders the @wz/ui card for it. */
export function EmbedCard({ runtime, teacherId, size, portalUrl, version }: EmbedCardProps) {
  const key = `${teacherId ?? ''}@${version}`;
  const [state, setState] = useState<State | undefined>();

  useEffect(() => {
    if (teacherId === undefined) return;
    let live = true;
    runtime.loadTeacher(teacherId).then(
      (teacher) => live && setState({ key, status: 'ok', teacher }),
      (error: unknown) => live && setState({ key, status: 'error', message: errorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [runtime, teacherId, key]);

  if (teacherId === undefined) return <TeacherCard size={size} error={NOT_FOUND_TEXT} />;
  // A state for another id (attribute just changed) is stale: show the skeleton, not the old teacher.
  const current = state?.key === key ? state : undefined;
  if (!current) return <TeacherCard size={size} loading />;
  if (current.status === 'error') return <TeacherCard size={size} error={current.message} />;
  return (
    <TeacherCard
      size={size}
      teacher={current.teacher}
      stats={teacherStats(current.teacher)}
      href={teacherUrl(portalUrl, teacherId)}
      newTab
    />
  );
}
