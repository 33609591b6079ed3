import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useGetFirstCategory } from '@wz/sdk/react';
import { useSession } from '../../../app/lib/api';
import { isSectionKey, SECTIONS } from '../../../app/routing/sections';

const LoveConfirm = lazy(() => import('../../../app/shell/LoveConfirm').then((m) => ({ default: m.LoveConfirm })));

/**
 * The channels as a grid of icons on a phone's first screen, as 58同城's app opens (x-spec: inferred);
 * a desktop has the top navigation. From the navigation's own read (in the server's HTML already).
 */
export function Channels() {
  const { data } = useGetFirstCategory({});
  const { loggedIn } = useSession();
  const [loveConfirm, setLoveConfirm] = useState(false);
  const channels = (data ?? []).filter((item) => isSectionKey(item.menu_en));
  if (channels.length === 0) return null;
  const onLove = (e: MouseEvent) => {
    if (loggedIn) return;
    e.preventDefault();
    setLoveConfirm(true);
  };
  return (
    <nav className="channels" aria-label="频道">
      <ul className="channels__list">
        {channels.map((item, i) => {
          const key = item.menu_en as keyof typeof SECTIONS;
          return (
            <li key={item.id}>
              <Link to={SECTIONS[key].path} className="channels__link" onClick={key === 'love' ? onLove : undefined}>
                <span className={`channels__icon channels__icon--${i % 5}`} aria-hidden="true">
                  {item.menu_cn.slice(0, 1)}
                </span>
                {item.menu_cn}
              </Link>
            </li>
          );
        })}
      </ul>
      {loveConfirm ? (
        <Suspense fallback={null}>
          <LoveConfirm open onClose={() => setLoveConfirm(false)} />
        </Suspense>
      ) : null}
    </nav>
  );
}
