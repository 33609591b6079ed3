import { isHttpUrl } from '@wz/ui';
import { lazy, Suspense, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useGetFirstCategory, useGetMainCategory } from '@wz/sdk/react';
import { useSession } from '../lib/api';
import { useAfterPaint } from '../lib/afterPaint';
import { isSectionKey, REVISING_LABEL, SECTIONS } from '../routing/sections';

const LoveConfirm = lazy(() => import('./LoveConfirm').then((m) => ({ default: m.LoveConfirm })));

/** Width of the category popover (spec §9). */
export const CATEGORY_POPOVER_WIDTH = 600;

function CategoryPopover() {
  const [open, setOpen] = useState(false);
  // Loaded at startup (spec §4: startup loads the navigation sub-menu), so the popover opens at once;
  // right after the first paint, not competing with the page's first reads.
  const painted = useAfterPaint(true);
  const { data, isLoading } = useGetMainCategory(painted ? {} : null);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: globalThis.MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="catnav" ref={ref} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="catnav__trigger"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        全部分类
      </button>
      {open ? (
        <div id={id} className="popover catnav__panel" style={{ width: CATEGORY_POPOVER_WIDTH }} data-testid="category-popover">
          {isLoading ? (
            <div className="skeleton-stack">
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line" />
            </div>
          ) : null}
          {(data ?? []).map((group) => (
            <div key={group.pmenu} className="catnav__group">
              <span className="catnav__head">
                {isSectionKey(group.pmenu) ? (
                  <Link to={SECTIONS[group.pmenu].path} onClick={() => setOpen(false)}>
                    {SECTIONS[group.pmenu].label}
                  </Link>
                ) : (
                  REVISING_LABEL
                )}
              </span>
              <span className="catnav__items">
                {group.smenu.map((s) =>
                  s.url.startsWith('/') ? (
                    <Link key={`${s.menu_id}-${s.menu_cn}`} to={s.url} onClick={() => setOpen(false)}>
                      {s.menu_cn}
                    </Link>
                  ) : isHttpUrl(s.url) ? (
                    <a key={`${s.menu_id}-${s.menu_cn}`} href={s.url} target="_blank" rel="noopener noreferrer">
                      {s.menu_cn}
                    </a>
                  ) : (
                    <span key={`${s.menu_id}-${s.menu_cn}`}>{s.menu_cn}</span>
                  ),
                )}
              </span>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** Top navigation from getFirstCategory: the fifteen known sections link to their routes (spec §1). */
export function TopNav() {
  const { data, isLoading } = useGetFirstCategory({});
  const { loggedIn } = useSession();
  const [loveConfirm, setLoveConfirm] = useState(false);

  function onLove(e: MouseEvent) {
    if (loggedIn) return;
    e.preventDefault();
    setLoveConfirm(true);
  }

  return (
    <nav className="topnav" aria-label="主导航">
      <div className="container topnav__inner">
        <CategoryPopover />
        <ul className="topnav__list">
          <li>
            <NavLink to="/" end>
              首页
            </NavLink>
          </li>
          {isLoading && !data
            ? Array.from({ length: 8 }, (_, i) => (
                <li key={i} aria-hidden="true">
                  <span className="skeleton skeleton--word" />
                </li>
              ))
            : null}
          {(data ?? []).map((item) =>
            isSectionKey(item.menu_en) ? (
              <li key={item.id}>
                <NavLink
                  to={SECTIONS[item.menu_en].path}
                  onClick={item.menu_en === 'love' ? onLove : undefined}
                  data-menu={item.menu_en}
                >
                  {item.menu_cn}
                </NavLink>
              </li>
            ) : (
              <li key={item.id}>
                <span className="topnav__revising" title={item.menu_cn} data-menu={item.menu_en}>
                  {REVISING_LABEL}
                </span>
              </li>
            ),
          )}
        </ul>
      </div>
      {loveConfirm ? (
        <Suspense fallback={null}>
          <LoveConfirm open onClose={() => setLoveConfirm(false)} />
        </Suspense>
      ) : null}
    </nav>
  );
}
