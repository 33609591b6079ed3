/**
 * The education area's routes (spec/education-area.md §2): /education/index and the pages under
 * /teacher, each in the section frame. The pages at the top of the screen start their first reads with
 * the app, built from the parsers their pages use.
 */
import { pageRoute, type RouteNode } from '@wz/app-kit';
import { sectionFrame } from '../../app/routing/sectionRoutes';
import { schoolDetailReads, teacherDetailReads, videoDetailReads } from './reads';

const frame = sectionFrame('education', '教育');

// Detail pages' heads (server rendering): the title, summary and picture of what they show. Only the
// server uses them: the browser build leaves them out (outside Vite, e.g. in the e2e tests, env is unset).
const onServer = import.meta.env?.SSR !== false;
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
        ...pageRoute({
          page: () => import('./pages/TeacherDetail'),
          meta: { title: '教师详情' },
          reads: teacherDetailReads,
          head: onServer
            ? ({ info }) =>
                info && 'realname' in info
                  ? { title: `${info.realname}老师`, description: info.zhici || info.jianli, image: info.zhaopian }
                  : undefined
            : undefined,
        }),
      },
      { path: 'organizationDetail', page: () => import('./pages/OrganizationDetail'), meta: { title: '机构详情' } },
      { path: 'textCoursewareList', page: () => import('./pages/TextCoursewareList'), meta: { title: '文本课件' } },
      { path: 'videoCoursewareList', page: () => import('./pages/VideoCoursewareList'), meta: { title: '视频课件' } },
      { path: 'textCoursewareDetail', page: () => import('./pages/TextCoursewareDetail'), meta: { title: '文本课件详情' } },
      {
        path: 'videoCoursewareDetail',
        ...pageRoute({
          page: () => import('./pages/VideoCoursewareDetail'),
          meta: { title: '视频课件详情' },
          reads: videoDetailReads,
          head: onServer ? ({ video }) => (video ? { title: video.title, image: video.fengmian } : undefined) : undefined,
        }),
      },
      { path: 'sectionList', page: () => import('./pages/SectionList'), meta: { title: '课务列表' } },
      { path: 'sectionDetail', page: () => import('./pages/SectionDetail'), meta: { title: '课务详情' } },
      { path: 'noticeList', page: () => import('./pages/NoticeList'), meta: { title: '通知列表' } },
      { path: 'noticeDetail', page: () => import('./pages/NoticeDetail'), meta: { title: '通知详情' } },
      {
        path: 'schoolDetail',
        ...pageRoute({
          page: () => import('./pages/SchoolDetail'),
          meta: { title: '学校详情' },
          reads: schoolDetailReads,
          head: onServer
            ? ({ info }) =>
                info && 'schoolname' in info && 'pic1' in info
                  ? { title: info.schoolname, description: `${info.schoolname}，${info.address}`, image: info.pic1 }
                  : undefined
            : undefined,
        }),
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
  {
    path: 'release/education',
    page: () => import('./release/EducationRelease'),
    meta: { requiresLogin: true, hideShareBar: true, section: 'release', title: '发布教育信息' },
  },
];
