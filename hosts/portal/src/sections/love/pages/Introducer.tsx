import { Link } from 'react-router-dom';
import { errorMessage, isApiError } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { requestLogin, useRouteReads } from '@wz/app-kit';
import { Button, toast } from '@wz/ui';
import { useSession } from '../../../app/lib/api';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { IntroducerCard } from '../IntroducerCard';
import { MemberCard } from './LoveIndex';
import { introducerReads } from '../params';
import { LoveState } from './LoveState';
import '../love.css';

/** /Introducerinfogeren?id=: one introducer's profile, rating and members served; choose as my introducer. */
export default function Introducer() {
  const r = useRouteReads(introducerReads);
  const read = useRead(r.introducer ?? null);
  const { loggedIn } = useSession();
  const choose = useWrite('loveChooseIntroducer');
  const d = read.data;
  const crumb = [{ label: '红娘服务', to: '/Introducerinfo' }, { label: d?.introducer.name ?? '红娘' }];
  if (!d) {
    const missing = !r.introducer || (isApiError(read.error) && read.error.kind === 'api');
    return <SectionLayout section="love" filter={<span />} breadcrumb={crumb}><LoveState loading={!missing && !read.error} error={missing ? '红娘不存在' : read.error} onRetry={() => void read.mutate()} back={{ to: '/Introducerinfo', label: '查看全部红娘' }} /></SectionLayout>;
  }
  const pick = async (id: number, done: string) => {
    if (!loggedIn) return requestLogin();
    try {
      await choose.trigger({ id });
      toast.success(done);
    } catch (e) {
      toast.error(errorMessage(e, '操作失败，请稍后重试'));
    }
  };
  return (
    <SectionLayout section="love" filter={<span />} breadcrumb={crumb}>
      <div className="love-agency">
        <section className="card">
          <h1>{d.introducer.name}</h1>
          <IntroducerCard i={d.introducer}>
            {d.chosen ? (
              <p className="love-ops"><span role="status">TA 是你的红娘</span><Link to="/user/mutuaLovelist/setingIntroducer">查看推荐</Link></p>
            ) : (
              <Button disabled={choose.isMutating} onClick={() => void pick(d.introducer.id, '已设置为我的红娘')}>选TA做我的红娘</Button>
            )}
          </IntroducerCard>
        </section>
        <section className="card" aria-labelledby="love-served">
          <h2 id="love-served">服务的会员（{d.introducer.served}）</h2>
          {d.members.length ? <ul className="love-grid">{d.members.map((m) => <li key={m.id}><MemberCard m={m} /></li>)}</ul> : <p className="muted">暂无</p>}
        </section>
      </div>
    </SectionLayout>
  );
}
