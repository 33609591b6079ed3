import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, isApiError, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { useRouteReads } from '@wz/app-kit';
import { Button, DetailFrame, DetailSection, Gallery, HtmlContent, isHttpUrl, MapView, toast } from '@wz/ui';
import { useSession } from '../../../app/lib/api';
import { useMapTiles } from '@wz/app-kit';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { OPERATOR_TYPES, tourDetailPageReads, tourIdOf, tourPath } from '../params';
import '../tour.css';

type Detail = OperationData<'tourDetail'>;

/** 留言: a logged-in visitor writes to the operator; the text stays when it is refused. */
function LeaveMessage({ tour }: { tour: Detail }) {
  const { loggedIn } = useSession();
  const send = useWrite('talkSend');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  return (
    <DetailSection title="给商家留言">
      <div id="leave-message" className="tour-message">
        {!loggedIn ? (
          <p>
            <Link to="/login">登录</Link>后可以给{tour.operator}留言，商家的回复在「个人中心 · 发出的留言」查看。
          </p>
        ) : (
          <form
            onSubmit={async (e) => {
              e.preventDefault();
              const content = text.trim();
              if (content.length < 2 || content.length > 500) {
                setError('留言内容 2–500 个字');
                return;
              }
              setError('');
              try {
                await send.trigger({ kind: 'tour', item_id: tour.id, content });
                setText('');
                setSent(true);
                toast.success('留言成功');
              } catch (err) {
                setError(errorMessage(err, '留言失败，请稍后重试').replace(/^参数错误[:：]\s*content\s*/, ''));
              }
            }}
          >
            <label htmlFor="tour-message-text">留言内容</label>
            <textarea id="tour-message-text" rows={3} maxLength={500} value={text} onChange={(e) => setText(e.target.value)} placeholder="如：周末需要预约吗？有团队优惠吗？" aria-invalid={error ? true : undefined} aria-describedby={error ? 'tour-message-error' : undefined} />
            {error ? <p id="tour-message-error" role="alert" className="tour-message__error">{error}</p> : null}
            <Button type="submit" disabled={send.isMutating}>提交留言</Button>
            {sent ? <p role="status">留言已送达，商家回复后可在<Link to="/user/tourRelease/sendMessage">发出的留言</Link>中查看</p> : null}
          </form>
        )}
      </div>
    </DetailSection>
  );
}

function Location({ tour }: { tour: Detail }) {
  const tiles = useMapTiles();
  if (tour.lat === null || tour.lng === null) return null;
  const at: [number, number] = [tour.lat, tour.lng];
  return (
    <DetailSection title="位置">
      <p>{tour.address}</p>
      <MapView tiles={tiles} center={at} zoom={13} height={260} markers={[{ position: at, label: tour.title }]} label={`${tour.title}位置地图`} />
      <Link to={`/tiandituh5?lat=${tour.lat}&lng=${tour.lng}&title=${encodeURIComponent(tour.title)}`}>查看大地图</Link>
    </DetailSection>
  );
}

/** /tour/tour_detail?id=: the operator's page: pictures, facts, 副题, detail, 行程安排, 三图风景, 贴图, notices, map, VR, neighbours, 留言. */
export default function TourDetail() {
  const [search] = useSearchParams();
  const id = tourIdOf(search);
  const r = useRouteReads(tourDetailPageReads);
  const detail = useRead(r.detail ?? null);
  const routes = useRead(r.routes ?? null).data?.lists ?? [];
  const scenery = useRead(r.scenery ?? null).data?.lists ?? [];
  const media = (useRead(r.media ?? null).data?.lists ?? []).filter((m) => m.mtype === 'image');
  const notices = useRead(r.notices ?? null).data?.lists ?? [];
  const adjacent = useRead(r.adjacent ?? null).data;
  const t = detail.data;
  const crumb = [{ label: '景区与线路', to: tourPath() }, { label: t?.title ?? '旅游详情' }];
  if (!id || (isApiError(detail.error) && detail.error.kind === 'api'))
    return (
      <SectionLayout section="tour" filter={<span />} breadcrumb={crumb}>
        <p role="alert" className="tour-missing">该景区或线路不存在，或已下线</p>
        <Link to={tourPath()}>返回旅游列表</Link>
      </SectionLayout>
    );
  const pictures = t ? [t.pic, ...scenery.map((s) => s.pic), ...media.map((m) => m.url)].filter(Boolean) : [];
  const captions = t ? [t.title, ...scenery.map((s) => s.title), ...media.map((m) => m.title)] : [];
  return (
    <SectionLayout section="tour" filter={<span />} breadcrumb={crumb}>
      <DetailFrame
        loading={!t}
        title={t?.title ?? ''}
        tags={t ? [t.level ? `${t.level}级景区` : '', OPERATOR_TYPES[t.operator_type], ...t.themes.map((x) => x.name)].filter(Boolean) : []}
        gallery={<Gallery images={pictures.map((src, i) => ({ src, alt: captions[i] || `${t?.title ?? ''} 图${i + 1}` }))} label="景区图片" />}
        price={t && <p className="tour-price">{Number(t.price) > 0 ? <>¥<strong>{t.price}</strong> 起</> : <strong>免费</strong>}</p>}
        facts={t ? [
          { label: '开放时间', value: t.opentime || '—' },
          { label: '所在地区', value: t.city || '—' },
          { label: '地址', value: t.address || '—' },
          { label: '商家', value: t.operator },
          { label: '浏览', value: `${t.clickcount} 次` },
        ] : []}
        actions={t && (
          <div className="tour-actions">
            {t.tel ? <a className="tour-actions__call" href={`tel:${t.tel.replace(/[^\d-]/g, '')}`}>打电话 {t.tel}</a> : null}
            <a href="#leave-message">留言</a>
            {t.vr && isHttpUrl(t.vr) ? <a href={t.vr} target="_blank" rel="noopener noreferrer">VR 看景</a> : null}
          </div>
        )}
      >
        {t && (
          <>
            {t.futi.length ? (
              <ul className="tour-futi" aria-label="副标题">
                {t.futi.map((line, i) => <li key={i}>{line}</li>)}
              </ul>
            ) : null}
            <DetailSection title="详细介绍">
              <HtmlContent html={t.content} empty={<p>{t.jianjie || '商家还没有填写介绍'}</p>} />
            </DetailSection>
            {routes.length ? (
              <DetailSection title="行程安排">
                <ol className="tour-routes">
                  {routes.map((d) => (
                    <li key={d.id}><h3>{d.title}</h3><HtmlContent html={d.content} /></li>
                  ))}
                </ol>
              </DetailSection>
            ) : null}
            {scenery.length ? (
              <DetailSection title="三图风景">
                <ul className="tour-scenery">
                  {scenery.map((s) => (
                    <li key={s.id}><figure><img src={s.pic} alt="" loading="lazy" width={320} height={200} /><figcaption>{s.title}</figcaption></figure></li>
                  ))}
                </ul>
              </DetailSection>
            ) : null}
            {media.length ? (
              <DetailSection title="贴图">
                <ul className="tour-scenery">
                  {media.map((m) => (
                    <li key={m.id}><figure><img src={m.cover || m.url} alt="" loading="lazy" width={320} height={200} /><figcaption>{m.title}</figcaption></figure></li>
                  ))}
                </ul>
              </DetailSection>
            ) : null}
            {t.introduce ? (
              <DetailSection title={t.operator_type === 'scenic' ? '景区介绍' : '旅行社介绍'}>
                <HtmlContent html={t.introduce} />
              </DetailSection>
            ) : null}
            {notices.length ? (
              <DetailSection title="出行须知">
                {notices.map((n) => (
                  <div key={n.id} className="tour-notice"><h3>{n.title}</h3><HtmlContent html={n.content} /></div>
                ))}
              </DetailSection>
            ) : null}
            <Location tour={t} />
            <LeaveMessage tour={t} />
            {adjacent ? (
              <nav className="tour-adjacent" aria-label="上一个和下一个">
                {adjacent.prev ? <Link to={tourPath(adjacent.prev.id)}>上一个：{adjacent.prev.title}</Link> : <span>已是第一个</span>}
                {adjacent.next ? <Link to={tourPath(adjacent.next.id)}>下一个：{adjacent.next.title}</Link> : <span>已是最后一个</span>}
              </nav>
            ) : null}
          </>
        )}
      </DetailFrame>
      {t ? (
        <div className="tour-bottom-bar" aria-label="快捷操作">
          <a href="#leave-message">留言</a>
          {t.tel ? <a href={`tel:${t.tel.replace(/[^\d-]/g, '')}`} className="tour-bottom-bar__call">打电话</a> : null}
        </div>
      ) : null}
    </SectionLayout>
  );
}
