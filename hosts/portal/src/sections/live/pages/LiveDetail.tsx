import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { errorMessage, isApiError, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { useRouteReads } from '@wz/app-kit';
import { Button, DetailFrame, DetailSection, Gallery, toast } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { useSession } from '../../../app/lib/api';
import { KIND_LABEL, liveDetailReads, liveIdOf, liveIndexPath, liveUserPath, priceText } from '../params';
import '../live.css';

type Item = OperationData<'liveDetail'>;
/** `/login?redirect=` back here, from the router (not window: the server renders these links too). */
const useLoginBack = () => {
  const here = useLocation();
  return `/login?redirect=${encodeURIComponent(here.pathname + here.search)}`;
};
const APPLIED = { unseen: '待查看', seen: '对方已查看', accepted: '对方已接受', declined: '对方已婉拒' } as const;

/** 预约服务 / 我来接单: a message and a phone to the owner (once); what was typed stays when refused. */
function ApplyForm({ item }: { item: Item }) {
  const { loggedIn } = useSession();
  const loginBack = useLoginBack();
  const apply = useWrite('liveApply');
  const [message, setMessage] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState('');
  const what = item.kind === 'service' ? '预约服务' : '我来接单';
  if (item.mine) return <p className="muted">这是你发布的{KIND_LABEL[item.kind]}，申请可在<Link to={liveUserPath('receiveResume')}>收到的申请</Link>中查看</p>;
  if (!loggedIn) return <p><Link to={loginBack}>登录</Link>后可查看联系电话并{what}</p>;
  if (item.applied) return <p role="status" className="live-applied">已提交申请 · {APPLIED[item.applied]} <Link to={liveUserPath('sendResume')}>查看我的申请</Link></p>;
  return (
    <form className="live-apply" id="live-apply" onSubmit={async (e) => {
      e.preventDefault();
      const text = message.trim();
      if (text.length < 2 || text.length > 200) return setError('留言 2–200 个字');
      if (!/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/.test(phone.trim())) return setError('请输入正确的手机号或座机号');
      setError('');
      try {
        await apply.trigger({ item_id: item.id, message: text, phone: phone.trim() });
        toast.success('提交成功');
      } catch (err) {
        setError(errorMessage(err, '提交失败，请稍后重试').replace(/^参数错误[:：]\s*\w+\s*/, ''));
      }
    }}>
      <label htmlFor="live-apply-message">{item.kind === 'service' ? '预约说明' : '接单说明'}</label>
      <textarea id="live-apply-message" rows={3} maxLength={200} value={message} onChange={(e) => setMessage(e.target.value)} placeholder={item.kind === 'service' ? '如：周六上午方便上门吗？' : '如：我有五年经验，今天下午可以上门'} aria-invalid={error ? true : undefined} aria-describedby={error ? 'live-apply-error' : undefined} />
      <label htmlFor="live-apply-phone">我的电话</label>
      <input id="live-apply-phone" type="tel" inputMode="tel" maxLength={13} value={phone} onChange={(e) => setPhone(e.target.value)} />
      {error ? <p id="live-apply-error" role="alert" className="kind__error">{error}</p> : null}
      <Button type="submit" disabled={apply.isMutating}>{what}</Button>
    </form>
  );
}

/** /live/Live_detail1?id=: a service or need: pictures, price or budget, area, contact after login, apply. */
export default function LiveDetail() {
  const [search] = useSearchParams();
  const id = liveIdOf(search);
  const r = useRouteReads(liveDetailReads);
  const loginBack = useLoginBack();
  const read = useRead(r.item ?? null);
  const t = read.data;
  const crumb = [{ label: t ? (t.kind === 'need' ? '需求' : '服务') : '生活', to: `${liveIndexPath}${t?.kind === 'need' ? '?kind=need' : ''}` }, { label: t?.title ?? '生活详情' }];
  if (!id || (isApiError(read.error) && read.error.kind === 'api'))
    return (
      <SectionLayout section="live" filter={<span />} breadcrumb={crumb}>
        <p role="alert" className="live-missing">该信息不存在或已下架</p>
        <Link to={liveIndexPath}>返回生活服务</Link>
      </SectionLayout>
    );
  return (
    <SectionLayout section="live" filter={<span />} breadcrumb={crumb}>
      <div className="live-detail">
        <DetailFrame
          loading={!t}
          title={t?.title ?? ''}
          tags={t ? [KIND_LABEL[t.kind], t.category] : []}
          gallery={t && t.pictures.length ? <Gallery images={t.pictures.map((src, i) => ({ src, alt: `${t.title} 图${i + 1}` }))} label="图片" /> : undefined}
          price={t && <p className="live-detail__price">{t.kind === 'need' ? '预算 ' : ''}{priceText(t.price, t.price_unit)}</p>}
          facts={t ? [
            { label: t.kind === 'need' ? '所在位置' : '服务区域', value: t.area },
            { label: '区县', value: t.district },
            { label: t.kind === 'need' ? '发布人' : '服务商', value: t.provider },
            { label: '联系人', value: t.contact_name },
            { label: '联系电话', value: t.login_for_contact ? '登录后查看' : t.contact_phone },
            { label: '浏览', value: `${t.clickcount} 次` },
          ] : []}
        >
          {t && (
            <>
              <DetailSection title="详细说明"><p className="live-text">{t.description}</p></DetailSection>
              <DetailSection title={t.kind === 'service' ? '预约服务' : '我来接单'}><ApplyForm item={t} /></DetailSection>
            </>
          )}
        </DetailFrame>
      </div>
      {t && !t.mine ? (
        <div className="live-bottom-bar" aria-label="快捷操作">
          {t.login_for_contact ? null : <a href={`tel:${t.contact_phone.replace(/[^\d-]/g, '')}`}>打电话</a>}
          {t.login_for_contact ? <Link to={loginBack} className="live-bottom-bar__main">{t.kind === 'service' ? '登录预约' : '登录接单'}</Link> : <a href="#live-apply" className="live-bottom-bar__main">{t.kind === 'service' ? '预约' : '接单'}</a>}
        </div>
      ) : null}
    </SectionLayout>
  );
}
