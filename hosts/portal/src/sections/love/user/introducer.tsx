// 设置红娘: the member's introducer (choose, change or leave) and the matches the introducer suggested, to answer.
import { Link } from 'react-router-dom';
import { errorMessage, reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, toast } from '@wz/ui';
import { lovePath } from '../params';
import { IntroducerCard } from '../IntroducerCard';
import '../love.css';

type Suggestion = OperationData<'loveMyIntroducer'>['suggestions'][number];
const STATE: Record<Suggestion['state'], string> = { waiting: '待回复', accepted: '已接受', refused: '已婉拒' };

async function act(write: () => Promise<unknown>, done: string) {
  try {
    await write();
    toast.success(done);
  } catch (e) {
    toast.error(errorMessage(e, '操作失败，请稍后重试'));
  }
}

export function SetingIntroducer() {
  const mine = useRead(reads.loveMyIntroducer({}));
  const all = useRead(reads.loveIntroducers({})).data?.lists;
  const choose = useWrite('loveChooseIntroducer');
  const answer = useWrite('loveAnswerSuggestion');
  const current = mine.data?.introducer;
  return (
    <section className="card love-user" aria-labelledby="love-hn-title">
      <h1 id="love-hn-title">设置红娘</h1>
      {mine.error ? <p role="alert">{errorMessage(mine.error, '加载失败，请稍后重试')}</p> : null}
      <h2>我的红娘</h2>
      {current ? (
        <IntroducerCard i={current}>
          <Button size="sm" variant="ghost" disabled={choose.isMutating} onClick={() => void act(() => choose.trigger({ id: 0 }), '已取消红娘服务')}>取消红娘服务</Button>
        </IntroducerCard>
      ) : (
        <p className="muted" role="status">{mine.data ? '还没有选择红娘。选择一位红娘，TA 会根据你的择偶要求为你推荐合适的对象并安排见面。' : '\u00a0'}</p>
      )}
      {mine.data?.suggestions.length ? (
        <>
          <h2>红娘为我推荐</h2>
          <ul className="love-suggestions">
            {mine.data.suggestions.map((s) => (
              <li key={s.id}>
                <p><Link to={lovePath(s.target.id)}>{s.target.nickname}</Link> · {s.target.age}岁 · {s.target.city} · {s.target.education}</p>
                {s.note ? <p>推荐理由：{s.note}</p> : null}
                <p>约见安排：{s.appointment}</p>
                <p className="love-ops">
                  <span>{STATE[s.state]}</span>
                  {s.state === 'waiting' ? (
                    <>
                      <Button size="sm" disabled={answer.isMutating} onClick={() => void act(() => answer.trigger({ id: s.id, answer: 'accept' }), '已接受，红娘将为您安排见面')}>接受</Button>
                      <Button size="sm" variant="ghost" disabled={answer.isMutating} onClick={() => void act(() => answer.trigger({ id: s.id, answer: 'refuse' }), '已婉拒')}>婉拒</Button>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>{current ? '更换红娘' : '选择红娘'}</h2>
      <div className="love-introducers">
        {(all ?? []).filter((i) => i.id !== current?.id).map((i) => (
          <IntroducerCard key={i.id} i={i}>
            <Button size="sm" disabled={choose.isMutating} onClick={() => void act(() => choose.trigger({ id: i.id }), '已设置为我的红娘')}>选TA做我的红娘</Button>
          </IntroducerCard>
        ))}
      </div>
    </section>
  );
}
