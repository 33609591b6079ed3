/**
 * The reads of what the shell draws around a page: the banner, and the section frame's filter and
 * right column. Their descriptors are built here once, for the shell's components and for the routes' first
 * reads alike. No React: part of the boot script.
 */
import { reads, type OperationData } from '@wz/sdk';
import { withFollowUp, type RouteRead } from '@wz/app-kit';
import type { SectionKey } from './sections';

/** The top navigation's sections (shell/TopNav.tsx). */
export const navRead = () => reads.getFirstCategory();

/** The home page's banner; a section's banner is keyed by its menu id. */
export const HOME_BANNER = 0;

/** The banner above a page, by belong_id. */
export const bannerOf = (belongId: number) => reads.banner({ belong_id: belongId });

/** The section's second-level menu (the frame's filter). */
export const sectionFilterOf = (menuId: number) => reads.getSecCategory({ menu_id: menuId });

/** The section's small banners (the frame's right column). */
export const sectionAsideOf = (section: SectionKey) => reads.getModuleAdvertising({ module: section });

/** The pictures of a banner answer on screen at once: one big slide, or the small slider's three. */
function bannerPictures(banner: OperationData<'banner'>) {
  return banner.list.slice(0, banner.style === 'small' ? 3 : 1).map((b) => b.coverimg);
}

/** A banner read that fetches its first pictures as soon as the answer is in. */
export function bannerRead(belongId: number): RouteRead {
  return withFollowUp(bannerOf(belongId), { pictures: bannerPictures });
}

/** Every page in the section frame: banner and filter keyed by the section's menu id, and the right column. */
export function sectionFrameReads(section: SectionKey): RouteRead[] {
  return [
    withFollowUp(navRead(), {
      then: (menus) => {
        const item = menus.find((m) => m.menu_en === section);
        return item ? [bannerRead(item.id), sectionFilterOf(item.id)] : [];
      },
    }),
    sectionAsideOf(section),
  ];
}
