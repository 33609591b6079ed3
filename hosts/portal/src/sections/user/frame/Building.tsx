import { Link } from 'react-router-dom';
import { useRouteMeta } from '@wz/app-kit';

/**
 * The honest state of a user-centre page whose section is not built yet: what it will hold, no made-up
 * records, and a way on.
 */
export function Building() {
  const title = useRouteMeta().title ?? '个人中心';
  return (
    <section className="card user-building" data-testid="under-construction" aria-labelledby="user-building-title">
      <h1 id="user-building-title">{title}</h1>
      <p>
        <strong>正在建设中</strong>：该功能上线后，您可以在这里管理相关信息。
      </p>
      <p>
        <Link to="/user">返回个人中心</Link> · <Link to="/user/personInfo/base">编辑个人资料</Link>
      </p>
    </section>
  );
}
