import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { reads } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { isMember, MembersOnly } from '../frame';
import { TitledForm } from '../forms';
import { groupPath, idOf, questionsPath } from '../params';
import '../same.css';

/** /same/zhiwen-apply?gid= (login): a member puts a question to the group's managers. */
export default function ZhiwenApply() {
  const [search] = useSearchParams();
  const gid = idOf(search, 'gid');
  const navigate = useNavigate();
  const home = useRead(gid ? reads.sameGroup({ id: gid }) : null);
  const ask = useWrite('sameAsk');
  const g = home.data;
  return (
    <div className="container same same-page">
      <section className="same-card" aria-labelledby="same-ask-title">
        <h1 id="same-ask-title">发起质问{g ? `：${g.group.name}` : ''}</h1>
        <p className="same-muted">向小组管理员公开提问，管理员的回答所有成员可见。请就事论事，不涉及他人隐私。</p>
        {!gid || home.error ? (
          <p role="alert">
            请从小组页面发起质问，<Link to="/same/index">去找小组</Link>
          </p>
        ) : !g ? (
          <p className="same-muted">加载中…</p>
        ) : isMember(g.role) ? (
          <TitledForm noun="质问" label="发起质问" submit="提交质问" send={async (v) => {
            await ask.trigger({ gid, ...v });
            navigate(questionsPath(gid));
          }} />
        ) : (
          <MembersOnly home={g} what="质问管理员" />
        )}
        {g ? <Link to={groupPath(gid)}>‹ 返回小组</Link> : null}
      </section>
    </div>
  );
}
