import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { errorMessage, type OperationData } from '@wz/sdk';
import { useWrite } from '@wz/sdk/react';
import { Button, toast } from '@wz/ui';
import { useSession } from '../../../app/lib/api';
import { talentsUserPath } from '../params';

type Position = OperationData<'talentPosition'>;
const STATE = { unseen: '待查看', seen: '已查看', invited: '邀请面试', rejected: '不合适' } as const;

/** 投递简历: the caller's application to the position, or the way to one (login, a résumé). */
export function Apply({ p, compact = false }: { p: Position; compact?: boolean }) {
  const { loggedIn } = useSession();
  // from the router, not window: the server renders this link too
  const here = useLocation();
  const apply = useWrite('talentApply');
  const [error, setError] = useState('');
  if (p.mine) return <p className="muted">这是你的企业发布的职位</p>;
  if (!loggedIn) return <Link className="talent-apply" to={`/login?redirect=${encodeURIComponent(here.pathname + here.search)}`}>登录后投递简历</Link>;
  if (p.applied)
    return (
      <p className="talent-applied" role="status">
        已投递 · {STATE[p.applied.state]} {compact ? null : <Link to={talentsUserPath('sendResume')}>查看投递记录</Link>}
      </p>
    );
  return (
    <div className="talent-apply-box">
      <Button disabled={apply.isMutating} onClick={async () => {
        setError('');
        try {
          await apply.trigger({ position_id: p.id });
          toast.success('投递成功');
        } catch (err) {
          const msg = errorMessage(err, '投递失败，请稍后重试');
          if (compact) toast.error(msg);
          else setError(msg);
        }
      }}>投递简历</Button>
      {error && !compact ? (
        <p role="alert" className="kind__error">{error}{/简历/.test(error) ? <> <Link to={talentsUserPath('base')}>去填写简历</Link></> : null}</p>
      ) : null}
    </div>
  );
}
