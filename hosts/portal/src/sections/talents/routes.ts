import { pageRoute, type RouteNode } from '@wz/app-kit';
import { sectionFrame } from '../../app/routing/sectionRoutes';
import { companyReads, positionReads, resumeReads, talentsIndexReads } from './params';

// Talents (spec §2: /talents with index, talents_detail1 (a position), talents_detail2 (a company),
// talents_detail3 (a résumé)), server-rendered from these reads; the recruiters' settle-in form is a release
// route (spec §2), kept in this folder.
export const routes: RouteNode[] = [
  {
    path: 'talents',
    ...sectionFrame('talent', '人才'),
    children: [
      { index: true, redirect: 'index' },
      { path: 'index', ...pageRoute({ page: () => import('./pages/TalentsIndex'), reads: talentsIndexReads, meta: { title: '人才招聘' } }) },
      {
        path: 'talents_detail1',
        ...pageRoute({
          page: () => import('./pages/PositionDetail'),
          reads: positionReads,
          head: ({ position }) => position && { title: `${position.title}（${position.salary}）- ${position.company}`, description: position.description.slice(0, 120), image: position.logo },
          meta: { title: '职位详情' },
        }),
      },
      {
        path: 'talents_detail2',
        ...pageRoute({
          page: () => import('./pages/CompanyDetail'),
          reads: companyReads,
          head: ({ company }) => company && { title: company.name, description: company.jianjie, image: company.logo },
          meta: { title: '企业详情' },
        }),
      },
      {
        path: 'talents_detail3',
        ...pageRoute({
          page: () => import('./pages/ResumeDetail'),
          reads: resumeReads,
          head: ({ resume }) => resume && { title: `${resume.name} · ${resume.job_title}`, description: resume.summary },
          meta: { title: '简历详情' },
        }),
      },
    ],
  },
  {
    path: 'release/talent',
    page: () => import('./pages/TalentRelease'),
    meta: { requiresLogin: true, hideShareBar: true, section: 'release', title: '企业入驻' },
  },
];
