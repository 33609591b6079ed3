import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, isApiError, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { requestLogin, useRouteReads } from '@wz/app-kit';
import { Button, ConfirmDialog, DetailFrame, DetailSection, Dialog, Gallery, toast } from '@wz/ui';
import { useSession } from '../../../app/lib/api';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { EDUCATIONS, INCOMES, MARITALS, loveReads, loveUserPath } from '../params';
import { LoveState } from './LoveState';

const GiftFlow = lazy(() => import('../GiftFlow'));
type Member = OperationData<'loveMember'>;

/** The ideal partner as lines (0 / empty is 不限). */
export function idealLines(i: Member['ideal']): { label: string; value: string }[] {
  const span = (a: number, b: number, unit: string) => (a && b ? `${a}–${b}${unit}` : a ? `${a}${unit}以上` : b ? `${b}${unit}以下` : '不限');
  return [
    { label: '年龄', value: span(i.age_min, i.age_max, '岁') },
    { label: '身高', value: span(i.height_min, i.height_max, 'cm') },
    { label: '学历', value: i.education ? `${EDUCATIONS[i.education - 1]}及以上` : '不限' },
    { label: '月收入', value: i.income ? `${INCOMES[i.income - 1]}起` : '不限' },
    { label: '婚况', value: i.marital ? MARITALS[i.marital - 1]! : '不限' },
    { label: '地区', value: i.city || '不限' },
  ];
}

const CONTACT_TEXT: Record<Member['contact_state'], string> = {
  none: '联系方式保密，双方同意后才能互相查看。',
  asked: '已向对方索要联系方式，等待对方同意。',
  received: '对方向你索要联系方式，可在「联系记录」中同意或拒绝。',
  accepted: '你们已同意交换联系方式。',
  refused: '对方暂不方便交换联系方式。',
};

/** 索要联系方式: a greeting (up to 100 characters) with the request; the text stays when it is refused. */
function AskContact({ m, open, onClose }: { m: Member; open: boolean; onClose: () => void }) {
  const ask = useWrite('loveAskContact');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const submit = async () => {
    if ([...text.trim()].length > 100) return setError('留言最多 100 字');
    setError('');
    try {
      const msg = await ask.trigger({ id: m.card.id, message: text.trim() });
      toast.success(typeof msg === 'string' ? msg : '已发送请求，等待对方同意');
      onClose();
    } catch (e) {
      setError(errorMessage(e, '发送失败，请稍后重试').replace(/^参数错误[:：]\s*message\s*/, ''));
    }
  };
  return (
    <Dialog open={open} title={`向${m.card.nickname}索要联系方式`} width={460} onClose={onClose}
      footer={<><Button variant="secondary" onClick={onClose}>取消</Button><Button onClick={() => void submit()} disabled={ask.isMutating}>发送请求</Button></>}
    >
      <label htmlFor="love-ask-text">打个招呼（选填）</label>
      <textarea id="love-ask-text" className="love-textarea" rows={3} maxLength={120} value={text} onChange={(e) => setText(e.target.value)} placeholder="你好，看了你的资料很有好感，希望能进一步认识。" aria-invalid={error ? true : undefined} aria-describedby={error ? 'love-ask-error' : undefined} />
      {error ? <p id="love-ask-error" role="alert" className="love-error">{error}</p> : null}
      <p className="muted">对方同意后，双方可在「联系记录」中看到彼此的手机号和微信号。</p>
    </Dialog>
  );
}

function Actions({ m }: { m: Member }) {
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const follow = useWrite(m.followed ? 'loveUnfollow' : 'loveFollow');
  const block = useWrite('loveBlock');
  const [dialog, setDialog] = useState<'' | 'gift' | 'ask' | 'block'>('');
  // the gift flow stays mounted once opened: its payment step outlives the gift dialog
  const [gifting, setGifting] = useState(false);
  const open = (d: typeof dialog) => {
    if (!loggedIn) return requestLogin();
    if (d === 'gift') setGifting(true);
    setDialog(d);
  };
  const run = async (write: () => Promise<unknown>, done: string, after?: () => void) => {
    try {
      await write();
      toast.success(done);
      after?.();
    } catch (e) {
      toast.error(errorMessage(e, '操作失败，请稍后重试'));
    }
  };
  const canAsk = m.contact_state === 'none';
  return (
    <div className="love-actions">
      <Button variant={m.followed ? 'secondary' : 'primary'} disabled={follow.isMutating} onClick={() => (loggedIn ? void run(() => follow.trigger({ id: m.card.id }), m.followed ? '已取消关注' : '关注成功') : requestLogin())}>
        {m.followed ? '已关注' : '关注'}
      </Button>
      <Button variant="secondary" onClick={() => open('gift')}>送礼物</Button>
      {m.contact_state === 'received' ? (
        <Link className="love-link" to={`${loveUserPath('LinkList')}`}>对方向你索要联系方式，去处理</Link>
      ) : (
        <Button variant="secondary" disabled={loggedIn && !canAsk} onClick={() => open('ask')}>{m.contact_state === 'accepted' ? '已交换联系方式' : m.contact_state === 'asked' ? '等待对方同意' : m.contact_state === 'refused' ? '对方暂不方便' : '索要联系方式'}</Button>
      )}
      <Button variant="ghost" onClick={() => open('block')}>屏蔽</Button>
      {gifting ? <Suspense fallback={null}><GiftFlow memberId={m.card.id} open={dialog === 'gift'} onClose={() => setDialog('')} /></Suspense> : null}
      <AskContact m={m} open={dialog === 'ask'} onClose={() => setDialog('')} />
      <ConfirmDialog open={dialog === 'block'} title="屏蔽会员" danger confirmText="屏蔽"
        message={`屏蔽后，${m.card.nickname}将看不到你的资料，也不能关注你、联系你或给你送礼物。可在「屏蔽列表」中取消。`}
        onCancel={() => setDialog('')}
        onConfirm={() => void run(() => block.trigger({ id: m.card.id }), '已屏蔽', () => navigate('/Love'))}
      />
    </div>
  );
}

/** /Love?id=: a member's profile, photos, ideal partner, and follow, gift, contact and block. */
export default function LoveMember({ id }: { id: number }) {
  const r = useRouteReads(loveReads);
  const read = useRead(r.member ?? null);
  const { userInfo } = useSession();
  const m = read.data;
  const mine = userInfo?.id === id;
  const crumb = [{ label: '找对象', to: '/Love' }, { label: m?.card.nickname ?? '会员资料' }];
  // a logged-in reader's answer replaces the server's guest render: 404 there (blocked either way) wins over it
  const missing = isApiError(read.error) && read.error.kind === 'api';
  if (!m || missing) {
    return <SectionLayout section="love" filter={<span />} breadcrumb={crumb}><LoveState loading={!read.error} error={missing ? '会员不存在或已隐藏资料' : read.error} onRetry={() => void read.mutate()} back={{ to: '/Love', label: '返回会员列表' }} /></SectionLayout>;
  }
  const c = m.card;
  return (
    <SectionLayout section="love" filter={<span />} breadcrumb={crumb}>
      <DetailFrame
        title={`${c.nickname}${c.vip ? ` · ${c.vip}` : ''}`}
        gallery={<Gallery images={m.photos.map((p, i) => ({ src: p.url, alt: `${c.nickname}的照片 ${i + 1}` }))} label={`${c.nickname}的照片`} ratio={3 / 4} emptyText="暂无照片" />}
        facts={[
          { label: '年龄', value: `${c.age}岁` }, { label: '身高', value: `${c.height}cm` }, { label: '学历', value: c.education }, { label: '婚况', value: c.marital },
          { label: '月收入', value: m.income }, { label: '职业', value: m.occupation || '未填写' }, { label: '所在地', value: c.city }, { label: '粉丝', value: String(m.fans) },
        ]}
        actions={mine ? <Link className="love-link" to={loveUserPath('Personalinfo')}>这是你的资料，去编辑</Link> : <Actions m={m} />}
      >
        <DetailSection title="自我介绍"><p className="love-text">{m.intro || '这个人很懒，还没有写自我介绍。'}</p></DetailSection>
        <DetailSection title="择偶要求">
          <dl className="love-kv">{idealLines(m.ideal).flatMap((l) => [<dt key={`${l.label}t`}>{l.label}</dt>, <dd key={`${l.label}d`}>{l.value}</dd>])}</dl>
          {m.ideal.note ? <p className="love-text">{m.ideal.note}</p> : null}
        </DetailSection>
        {mine ? null : (
          <DetailSection title="联系方式">
            <p data-testid="love-contact-state">{CONTACT_TEXT[m.contact_state]}</p>
            {m.contact ? (
              <dl className="love-kv" data-testid="love-contact">
                <dt>手机号</dt><dd>{m.contact.phone}</dd>
                <dt>微信号</dt><dd>{m.contact.wechat || '未填写'}</dd>
              </dl>
            ) : null}
          </DetailSection>
        )}
      </DetailFrame>
    </SectionLayout>
  );
}
