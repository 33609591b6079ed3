/**
 * The publisher's pages (/user/informationRelease/*), each a page kind given information's operations and
 * fields; comments and reports use the shared feedback kinds, messages the message box kind.
 */
import * as v from 'valibot';
import { Link } from 'react-router-dom';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { StatusList, useStatusQuery } from '@wz/app-kit';
import { ListEditKind, MessageBoxKind, pictureId, ProfileFormKind, savedPicture } from '@wz/app-kit/kinds';
import { Button, LazyImage, toast } from '@wz/ui';
import { CommentModeration } from '../../../app/feedback/CommentModeration';
import { ReportList } from '../../../app/feedback/ReportList';
import { infoEditPath, infoPath } from '../params';
import '../information.css';

const mine = reads.informationMine({});
const gate = { to: '/release/information', label: '去申请入驻' };
const sized = (min: number, max: number, what: string) => v.pipe(v.string(), v.trim(), v.minLength(min, `${what} ${min}–${max} 个字`), v.maxLength(max, `${what} ${min}–${max} 个字`));

const baseSchema = v.object({
  name: sized(2, 20, '名称'),
  jianjie: sized(5, 200, '简介'),
  logo: v.pipe(v.array(v.object({ id: v.string(), url: v.string() })), v.minLength(1, '请上传头像/标志')),
  contact: sized(2, 20, '联系人'),
  phone: v.pipe(v.string(), v.trim(), v.regex(/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/, '请输入正确的手机号或座机号（如 0515-88880000）')),
});

export function Base() {
  return (
    <ProfileFormKind
      title="基本信息"
      description="读者在文章页的作者卡片上看到的信息"
      read={mine}
      gate={gate}
      schema={baseSchema}
      toValues={(d) => ({ name: d.name, jianjie: d.jianjie, logo: savedPicture(d.logo), contact: d.contact, phone: d.phone })}
      fields={[
        { kind: 'text', name: 'name', label: '资讯号名称', required: true, maxLength: 20 },
        { kind: 'textarea', name: 'jianjie', label: '简介', required: true, maxLength: 200, rows: 3 },
        { kind: 'image', name: 'logo', label: '头像/标志', required: true },
        { kind: 'text', name: 'contact', label: '联系人', required: true, maxLength: 20 },
        { kind: 'text', name: 'phone', label: '联系电话', required: true, inputMode: 'tel', maxLength: 13 },
      ]}
      write="informationSaveBase"
      toParams={({ logo, ...rest }) => ({ ...rest, logo: pictureId(logo) })}
    />
  );
}

type Service = OperationData<'informationMine'>['services'][number];
const serviceSchema = v.object({ title: sized(2, 30, '服务名称'), content: sized(5, 500, '服务说明'), price: v.pipe(v.string(), v.trim(), v.maxLength(20, '价格最多 20 个字')) });

export function Service() {
  return (
    <ListEditKind
      title="服务管理"
      noun="服务"
      read={mine}
      gate={gate}
      rows={(d) => d.services}
      columns={[
        { key: 'title', title: '服务', value: (r: Service) => r.title },
        { key: 'price', title: '价格', value: (r: Service) => r.price },
      ]}
      schema={serviceSchema}
      empty={{ title: '', content: '', price: '' }}
      toValues={(r) => ({ title: r.title, content: r.content, price: r.price === '面议' ? '' : r.price })}
      fields={[
        { kind: 'text', name: 'title', label: '服务名称', required: true, maxLength: 30, placeholder: '如：活动推广、商家探店' },
        { kind: 'textarea', name: 'content', label: '服务说明', required: true, maxLength: 500, rows: 3 },
        { kind: 'text', name: 'price', label: '价格', maxLength: 20, hint: '如 800 元/篇；留空显示“面议”' },
      ]}
      save="informationSaveService"
      toParams={(x, id) => ({ ...x, ...(id ? { id } : {}) })}
      remove="informationRemoveService"
      removeParams={(r) => ({ id: r.id })}
    />
  );
}

type Module = OperationData<'informationMine'>['modules'][number];
const moduleSchema = v.object({ name: sized(2, 12, '栏目名称'), sort: v.pipe(v.string(), v.trim(), v.regex(/^\d{0,3}$/, '排序请输入 0–999 的数字')) });

export function ModuleList() {
  return (
    <ListEditKind
      title="栏目管理"
      noun="栏目"
      read={mine}
      gate={gate}
      rows={(d) => d.modules}
      columns={[
        { key: 'name', title: '栏目', value: (r: Module) => r.name },
        { key: 'sort', title: '排序', value: (r: Module) => String(r.sort) },
        { key: 'articles', title: '文章数', value: (r: Module) => String(r.articles) },
      ]}
      schema={moduleSchema}
      empty={{ name: '', sort: '' }}
      toValues={(r) => ({ name: r.name, sort: String(r.sort) })}
      fields={[
        { kind: 'text', name: 'name', label: '栏目名称', required: true, maxLength: 12, hint: '2–12 个字，不能重名' },
        { kind: 'text', name: 'sort', label: '排序', maxLength: 3, inputMode: 'decimal', hint: '数字小的排在前面；有文章的栏目不能删除' },
      ]}
      save="informationSaveModule"
      toParams={({ name, sort }, id) => ({ name, sort: Number(sort) || 0, ...(id ? { id } : {}) })}
      remove="informationRemoveModule"
      removeParams={(r) => ({ id: r.id })}
    />
  );
}

type Article = OperationData<'informationArticles'>['lists'][number];
const TABS = [
  { key: 'published', label: '已发布' },
  { key: 'draft', label: '草稿' },
  { key: 'down', label: '已下架' },
];

/** 资讯列表: the publisher's articles by state, with edit, publish and take down. */
export function InfoList() {
  const query = useStatusQuery(TABS);
  const status = query.status as 'published' | 'draft' | 'down';
  const list = useRead(reads.informationArticles({ status, page: query.page }));
  const set = useWrite('informationSetStatus');
  const counts = list.data?.counts;
  const tabs = TABS.map((t) => ({ ...t, label: counts ? `${t.label}（${counts[t.key as keyof typeof counts]}）` : t.label }));
  const change = (a: Article, to: 'published' | 'down') =>
    set.trigger({ id: a.id, status: to }).then(() => toast.success(to === 'down' ? '已下架' : '发布成功'), (e: unknown) => toast.error(e instanceof Error ? e.message : '操作失败'));
  return (
    <StatusList<Article>
      title="资讯列表"
      tabs={tabs}
      query={query}
      rows={list.data?.lists}
      total={list.data?.total}
      loading={list.isLoading}
      error={list.error}
      onRetry={() => void list.mutate()}
      rowKey={(a) => String(a.id)}
      columns={[
        { key: 'cover', title: '封面', width: 96, render: (a) => (a.cover ? <LazyImage src={a.cover} alt="" width={80} height={50} /> : null) },
        { key: 'title', title: '标题', render: (a) => (a.status === 'published' ? <Link to={infoPath(a.id)}>{a.title}</Link> : a.title) },
        { key: 'module', title: '栏目', value: (a) => a.module },
        { key: 'stats', title: '阅读/评论', value: (a) => `${a.clickcount} / ${a.comments}` },
        { key: 'time', title: '更新时间', value: (a) => a.inputtime.slice(0, 16) },
        {
          key: 'ops',
          title: '操作',
          render: (a) => (
            <span className="kind-ops">
              <Link to={infoEditPath(a.id)}>编辑</Link>
              {a.status === 'published' ? (
                <Button size="sm" variant="ghost" disabled={set.isMutating} onClick={() => void change(a, 'down')}>下架</Button>
              ) : (
                <Button size="sm" variant="ghost" disabled={set.isMutating} onClick={() => void change(a, 'published')}>发布</Button>
              )}
            </span>
          ),
        },
      ]}
      actions={<Link className="info-write" to={infoEditPath()}>写文章</Link>}
      empty={status === 'published' ? '还没有发布的文章' : status === 'draft' ? '没有草稿' : '没有下架的文章'}
    />
  );
}

export const Comment = () => <CommentModeration kind="information" title="评论管理" emptyText="还没有读者评论你的文章" />;
export const Report = () => <ReportList kind="information" title="举报管理" emptyText="你的文章还没有被举报过" />;
export const ReceivedMessage = () => <MessageBoxKind kind="information" box="received" title="收到的留言" emptyText="还没有读者给你留言" />;
export const SendMessage = () => <MessageBoxKind kind="information" box="sent" title="发出的留言" emptyText="你还没有给资讯作者留言" />;
