import { useState, type ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../theme/reset.css';
import * as s from './ContactCard.css';

export interface ContactCardProps {
  /** The contact's name (member text, shown as text). */
  name: string;
  /** Avatar URL; the name's first character when missing. */
  avatar?: string | null;
  /** Who they are (`个人`, `经纪人`, a company). */
  role?: string;
  /** A short line under the name (`已实名认证 · 注册 3 年`). */
  meta?: string;
  /** The number as the list shows it, masked by the server (`138****5678`). */
  maskedPhone: string;
  /**
   * Fetches the real number when 查看电话 is pressed (the server may ask for login or count views).
   * A rejection shows `errorText` and leaves the button for another try.
   */
  onRevealPhone: () => Promise<string>;
  /** Button text. Default `查看电话`. */
  revealText?: string;
  /** Shown when the number could not be fetched. Default `获取电话失败，请重试`. */
  errorText?: string;
  /** More actions under the phone (e.g. 在线留言). */
  actions?: ReactNode;
  /** A placeholder card in the same shape. */
  loading?: boolean;
  className?: string;
}

/** `13812345678` → `138****5678`: keeps the first 3 and last 4 digits of a long number. */
export function maskPhone(phone: string): string {
  const p = phone.trim();
  if (p.length >= 8) return `${p.slice(0, 3)}****${p.slice(-4)}`;
  if (p.length <= 2) return '*'.repeat(p.length);
  return `${p[0]}${'*'.repeat(p.length - 2)}${p[p.length - 1]}`;
}

/** Only what a dialler understands, so a number can never become another kind of link. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The seller of a listing: avatar, name, role and a masked phone revealed on request. */
export function ContactCard({
  name,
  avatar,
  role,
  meta,
  maskedPhone,
  onRevealPhone,
  revealText = '查看电话',
  errorText = '获取电话失败，请重试',
  actions,
  loading = false,
  className,
}: ContactCardProps) {
  const [phone, setPhone] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');

  if (loading) {
    return (
      <div className={cx(s.card, className)} role="status" aria-label="加载中">
        <div className={s.person}>
          <Skeleton shape="circle" height={48} label="" />
          <Skeleton lines={2} width={120} label="" />
        </div>
        <Skeleton shape="rect" height={40} label="" />
      </div>
    );
  }

  const reveal = async () => {
    if (state === 'pending') return;
    setState('pending');
    try {
      setPhone(await onRevealPhone());
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <section className={cx(s.card, className)} aria-label="联系人">
      <div className={s.person}>
        {avatar ? (
          <img className={s.avatar} src={avatar} alt="" width={48} height={48} />
        ) : (
          <span className={s.avatarFallback} aria-hidden="true">
            {Array.from(name.trim())[0] ?? '?'}
          </span>
        )}
        <div className={s.who}>
          <p className={s.name}>
            {name}
            {role && <span className={s.role}>{role}</span>}
          </p>
          {meta && <p className={s.meta}>{meta}</p>}
        </div>
      </div>
      <div className={s.phoneRow}>
        {phone ? (
          <a className={s.phoneLink} href={telHref(phone)} aria-label={`拨打电话 ${phone}`}>
            {phone}
          </a>
        ) : (
          <>
            <span className={s.phone}>
              <span className={visuallyHidden}>电话（部分隐藏）</span>
              {maskedPhone}
            </span>
            <Button size="sm" loading={state === 'pending'} onClick={() => void reveal()}>
              {revealText}
            </Button>
          </>
        )}
      </div>
      {state === 'failed' && (
        <p className={s.error} role="alert">
          {errorText}
        </p>
      )}
      {actions && <div className={s.actions}>{actions}</div>}
    </section>
  );
}
