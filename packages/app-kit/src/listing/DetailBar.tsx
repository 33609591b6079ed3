import { lazy, Suspense, useState } from 'react';
import { toast } from '@wz/ui';
import { useFavourite, type FavouriteTarget, type ListingShare } from './ListingOps';

const ShareDialog = lazy(() => import('./ShareDialog'));

/** The section's own way to get in touch besides the phone (闲置's 我想要): the block it scrolls to. */
export interface DetailContact {
  label: string;
  /** The id of the element to bring into view and focus (a form's first field). */
  target: string;
}

export interface DetailBarProps {
  favourite: FavouriteTarget;
  title: string;
  picture?: string | null;
  share?: ListingShare;
  contact?: DetailContact;
  /** The full number (查看电话's call). */
  revealPhone: () => Promise<string>;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The detail's bar fixed at the bottom of a phone's screen (58同城, 闲鱼): 收藏 · 分享 · the section's
 * contact · 打电话, so getting in touch is one tap away wherever the reader is (x-spec: inferred). CSS
 * shows it under 768 px only; the page keeps room for it at its bottom.
 */
export function DetailBar({ favourite, title, picture, share, contact, revealPhone }: DetailBarProps) {
  const fav = useFavourite(favourite);
  const [phone, setPhone] = useState<string | null>(null);
  const [calling, setCalling] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [shareMounted, setShareMounted] = useState(false);

  const call = async () => {
    if (calling) return;
    setCalling(true);
    try {
      const full = await revealPhone();
      if (full) setPhone(full);
    } catch {
      // the section said why (a toast, or the login page)
    } finally {
      setCalling(false);
    }
  };

  const goContact = (id: string) => {
    const el = document.getElementById(id);
    if (!el) return void toast.info('暂不能联系');
    el.scrollIntoView({ block: 'center' });
    el.focus({ preventScroll: true });
  };

  return (
    <nav className="listing-bar" aria-label="联系与收藏">
      <button type="button" className="listing-bar__mini" aria-pressed={fav.collected} disabled={fav.pending} onClick={() => void fav.collect()}>
        <span aria-hidden="true">{fav.collected ? '★' : '☆'}</span>
        {fav.collected ? '已收藏' : '收藏'}
      </button>
      <button
        type="button"
        className="listing-bar__mini"
        onClick={() => {
          setShareMounted(true);
          setShareOpen(true);
        }}
      >
        <span aria-hidden="true">↗</span>分享
      </button>
      {contact && (
        <button type="button" className="listing-bar__main listing-bar__main--soft" onClick={() => goContact(contact.target)}>
          {contact.label}
        </button>
      )}
      {phone ? (
        <a className="listing-bar__main" href={telHref(phone)} aria-label={`拨打 ${phone}`}>
          {phone}
        </a>
      ) : (
        <button type="button" className="listing-bar__main" aria-busy={calling} onClick={() => void call()}>
          打电话
        </button>
      )}
      {shareMounted && (
        <Suspense fallback={null}>
          <ShareDialog open={shareOpen} onClose={() => setShareOpen(false)} title={title} pic={picture} {...(share?.record ? { onShare: share.record } : {})} />
        </Suspense>
      )}
    </nav>
  );
}
