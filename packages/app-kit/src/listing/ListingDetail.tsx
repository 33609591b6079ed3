import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, ContactCard, DetailFrame, DetailSection, Gallery, MapView, type DetailFrameProps } from '@wz/ui';
import { useMapTiles } from '../lib/mapTiles';
import { SectionLayout } from '../frame';
import { ListingOps, type FavouriteTarget, type ListingShare } from './ListingOps';
import { DetailBar, type DetailContact } from './DetailBar';
import './listing.css';

export interface ListingDetailProps {
  section: string;
  breadcrumb: { label: string; to?: string }[];
  /** The id is unknown or taken down: say so and link back to the list. */
  missing: boolean;
  missingText: string;
  /** Below the missing notice: listings like it (the same area), so a taken-down link still leads somewhere. */
  similar?: ReactNode;
  /** The owner's own listing, taken down: 已下架 with 重新上架 (the others never get it: it answers as missing). */
  offline?: { relist: () => Promise<unknown> };
  /** The section's way to get in touch besides the phone (我想要), in the phone's bottom bar. */
  contact?: DetailContact;
  back: { label: string; to: string };
  /** The listing, once loaded (undefined while loading). */
  item?: { title: string; tags: string[]; pictures: string[]; contact_name: string; contact_phone: string };
  /** Accessible name of the gallery (房源图片). */
  galleryLabel: string;
  price?: ReactNode;
  facts: DetailFrameProps['facts'];
  contactRole: string;
  /** What 收藏 collects (the listing's section and id). */
  favourite: FavouriteTarget;
  /** A section that counts its shares (logistics). */
  share?: ListingShare;
  /** The full number, asked for when 查看电话 is pressed. */
  revealPhone: () => Promise<string>;
  /** The sections below the key facts (description, location…). */
  children?: ReactNode;
}

/** The engine's detail page: gallery with lightbox, key facts, price, 收藏 and 分享, and contact with the phone on click. */
export function ListingDetail(props: ListingDetailProps) {
  const { item } = props;
  const frame = { section: props.section, filter: <span />, breadcrumb: props.breadcrumb };
  if (props.missing)
    return (
      <SectionLayout {...frame}>
        <div className="listing__gone">
          <p className="listing__gone-badge" aria-hidden="true">已下架</p>
          <p role="alert" className="listing__missing">{props.missingText}</p>
          <Link to={props.back.to}>{props.back.label}</Link>
        </div>
        {props.similar}
      </SectionLayout>
    );
  return (
    <SectionLayout {...frame}>
      {item && props.offline && <OfflineNotice relist={props.offline.relist} />}
      <DetailFrame
        loading={!item}
        title={item?.title ?? ''}
        tags={item?.tags ?? []}
        gallery={<Gallery images={(item?.pictures ?? []).map((src, i) => ({ src, alt: `${item?.title ?? ''} 图${i + 1}` }))} label={props.galleryLabel} />}
        price={props.price}
        facts={props.facts}
        actions={item && <ListingOps target={props.favourite} title={item.title} picture={item.pictures[0]} {...(props.share ? { share: props.share } : {})} />}
        aside={item && <ContactCard name={item.contact_name} role={props.contactRole} maskedPhone={item.contact_phone} onRevealPhone={props.revealPhone} />}
      >
        {item && props.children}
      </DetailFrame>
      {item && !props.offline && (
        <DetailBar
          favourite={props.favourite}
          title={item.title}
          picture={item.pictures[0]}
          revealPhone={props.revealPhone}
          {...(props.share ? { share: props.share } : {})}
          {...(props.contact ? { contact: props.contact } : {})}
        />
      )}
    </SectionLayout>
  );
}

/** The owner's taken-down listing: nobody else sees it until it is put back (58同城's 已下架 notice). */
function OfflineNotice({ relist }: { relist: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="listing__offline" role="status">
      <strong>已下架</strong>
      <span>这条信息已下架，其他人看不到。</span>
      <Button
        size="sm"
        loading={busy}
        onClick={() => {
          setBusy(true);
          // the write's own toast says how it went
          void relist().finally(() => setBusy(false));
        }}
      >
        重新上架
      </Button>
    </div>
  );
}

/** The member's description, as text. */
export function ListingDescription({ title, text }: { title: string; text: string }) {
  return (
    <DetailSection title={title}>
      <p className="listing-detail__text">{text || '暂无描述'}</p>
    </DetailSection>
  );
}

/** Where it is, with a link to the full-screen map page (only when the listing has coordinates). */
/** The address, a map with the listing pinned (Leaflet loads with it) and a link to the full-screen map. */
export function ListingLocation({ item, what }: { item: { lat: number | null; lng: number | null; address: string; title: string }; what: string }) {
  const map = useMapTiles();
  if (item.lat === null || item.lng === null) return null;
  const at: [number, number] = [item.lat, item.lng];
  return (
    <DetailSection title="位置">
      <p>{item.address}</p>
      <MapView tiles={map} center={at} zoom={15} height={280} markers={[{ position: at, label: item.title }]} label={`${what}位置地图`} />
      <Link to={`/tiandituh5?lat=${item.lat}&lng=${item.lng}&title=${encodeURIComponent(item.title)}`}>查看大地图</Link>
    </DetailSection>
  );
}
