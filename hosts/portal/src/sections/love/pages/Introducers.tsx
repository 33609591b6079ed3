import { useRouteReads } from '@wz/app-kit';
import { useRead } from '@wz/sdk/react';
import { LazyImage } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { IntroducerCard } from '../IntroducerCard';
import { introducersReads } from '../params';
import { LoveState } from './LoveState';
import '../love.css';

/** /Introducerinfo: the agency's page with its introducers, success stories and service fees. */
export default function Introducers() {
  const r = useRouteReads(introducersReads);
  const read = useRead(r.agency ?? null);
  const d = read.data;
  return (
    <SectionLayout section="love" filter={<span />} breadcrumb={[{ label: '红娘服务' }]}>
      {!d ? (
        <LoveState loading={!read.error} error={read.error} onRetry={() => void read.mutate()} back={{ to: '/Love', label: '返回' }} />
      ) : (
        <div className="love-agency">
          <section className="card">
            <h1>{d.agency.name}</h1>
            <p className="love-text">{d.agency.intro}</p>
            <p className="muted">服务热线 <a href={`tel:${d.agency.hotline}`}>{d.agency.hotline}</a> · {d.agency.address}</p>
          </section>
          <section className="card" aria-labelledby="love-agency-introducers">
            <h2 id="love-agency-introducers">我们的红娘</h2>
            <div className="love-introducers">{d.lists.map((i) => <IntroducerCard key={i.id} i={i} />)}</div>
          </section>
          <section className="card" aria-labelledby="love-agency-stories">
            <h2 id="love-agency-stories">成功故事</h2>
            <ul className="love-stories">
              {d.stories.map((s) => (
                <li key={s.title}>
                  {s.pic ? <LazyImage src={s.pic} alt={s.couple} ratio={4 / 3} /> : null}
                  <h3>{s.title}</h3>
                  <p className="muted">{s.couple}</p>
                  <p>{s.content}</p>
                </li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby="love-agency-fees">
            <h2 id="love-agency-fees">服务收费</h2>
            <ul className="love-fees">
              {d.fees.map((f) => (
                <li key={f.name}><strong>{f.name}</strong> <span className="love-fees__price">¥{f.price}</span><p className="muted">{f.content}</p></li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </SectionLayout>
  );
}
