/**
 * The education area's routes (spec/education-area.md §2): /education/index and the pages under
 * /teacher, each in the section frame. The pages at the top of the screen start their first reads with
 * the app, built from the parsers their pages use.
 */
import { reads, teacherStatsReads } from '@wz/sdk';
import { withFollowUp, type PageHead, type RouteNode } from '@wz/app-kit';
import { sectionFrame } from '../../app/routing/sectionRoutes';
import { schoolDetailParams, teacherDetailParams, videoCoursewareDetailParams, videoTeacherParams } from './params';

const frame = sectionFrame('education', '教育');

// Detail pages' heads (server rendering): the title, summary and picture of what they show. Only the
// server uses them: the browser build leaves them out (outside Vite, e.g. in the e2e tests, env is unset).
const teacherHead: PageHead = (search, answer) => {
  const info = answer(reads.educationInfo(teacherDetailParams(search)));
  return info && 'realname' in info
    ? { title: `${info.realname}老师`, description: info.zhici || info.jianli, image: info.zhaopian }
    : undefined;
};
const schoolHead: PageHead = (search, answer) => {
  const info = answer(reads.educationInfo(schoolDetailParams(search)));
  return info && 'schoolname' in info && 'pic1' in info
    ? { title: info.schoolname, description: `${info.schoolname}，${info.address}`, image: info.pic1 }
    : undefined;
};
const videoHead: PageHead = (search, answer) => {
  const video = answer(reads.coursewareDetail(videoCoursewareDetailParams(search)));
  return video ? { title: video.title, image: video.fengmian } : undefined;
};

export const routes: RouteNode[] = [
  {
    path: 'education',
    ...frame,
    children: [
      { index: true, redirect: 'index' },
      { path: 'index', page: () => import('./pages/EducationIndex'), meta: { title: '教育' } },
    ],
  },
  {
    path: 'teacher',
    ...frame,
    children: [
      { index: true, redirect: 'teacherDetail' },
      {
        path: 'teacherDetail',
        page: () => import('./pages/TeacherDetail'),
        meta: { title: '教师详情' },
        head: import.meta.env?.SSR !== false ? teacherHead : undefined,
        reads: (search) => {
          const teacher = teacherDetailParams(search);
          // The profile's flower figure and the operation bar's stats, all keyed by the teacher id.
          return [reads.educationInfo(teacher), ...teacherStatsReads(teacher.id)];
        },
      },
      { path: 'organizationDetail', page: () => import('./pages/OrganizationDetail'), meta: { title: '机构详情' } },
      { path: 'textCoursewareList', page: () => import('./pages/TextCoursewareList'), meta: { title: '文本课件' } },
      { path: 'videoCoursewareList', page: () => import('./pages/VideoCoursewareList'), meta: { title: '视频课件' } },
      { path: 'textCoursewareDetail', page: () => import('./pages/TextCoursewareDetail'), meta: { title: '文本课件详情' } },
      {
        path: 'videoCoursewareDetail',
        page: () => import('./pages/VideoCoursewareDetail'),
        meta: { title: '视频课件详情' },
        head: import.meta.env?.SSR !== false ? videoHead : undefined,
        reads: (search) => [
          withFollowUp(reads.coursewareDetail(videoCoursewareDetailParams(search)), {
            // The player's poster is the page's largest paint.
            pictures: (video) => [video.fengmian],
            then: (video) => [reads.educationInfo(videoTeacherParams(video))],
          }),
        ],
      },
      { path: 'sectionList', page: () => import('./pages/SectionList'), meta: { title: '课务列表' } },
      { path: 'sectionDetail', page: () => import('./pages/SectionDetail'), meta: { title: '课务详情' } },
      { path: 'noticeList', page: () => import('./pages/NoticeList'), meta: { title: '通知列表' } },
      { path: 'noticeDetail', page: () => import('./pages/NoticeDetail'), meta: { title: '通知详情' } },
      {
        path: 'schoolDetail',
        page: () => import('./pages/SchoolDetail'),
        meta: { title: '学校详情' },
        head: import.meta.env?.SSR !== false ? schoolHead : undefined,
        reads: (search) => [
          withFollowUp(reads.educationInfo(schoolDetailParams(search)), {
            // The school's picture heads the info grid: the page's largest paint.
            pictures: (info) => ['pic1' in info ? info.pic1 : undefined],
          }),
        ],
      },
      { path: 'schoolmate', page: () => import('./pages/Schoolmate'), meta: { title: '校友录' } },
      { path: 'schoolLife', page: () => import('./pages/SchoolLife'), meta: { title: '校园生活' } },
      { path: 'schoolNotic', page: () => import('./pages/SchoolNotic'), meta: { title: '校园通知' } },
      { path: 'schoolLifeInfo', page: () => import('./pages/SchoolLifeInfo'), meta: { title: '校园生活详情' } },
      { path: 'schoolCenterNotic', page: () => import('./pages/SchoolCenterNotic'), meta: { title: '校友中心通知' } },
      {
        path: 'schoolCenterNoticeInfo',
        page: () => import('./pages/SchoolCenterNoticeInfo'),
        meta: { title: '校友中心通知详情' },
      },
      { path: 'schoolMien', page: () => import('./pages/SchoolMien'), meta: { title: '校园风采' } },
    ],
  },
];
