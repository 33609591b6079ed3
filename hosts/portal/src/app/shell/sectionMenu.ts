import { useGetFirstCategory } from '@wz/sdk/react';
import { SECTIONS, type SectionKey } from '../routing/sections';

/** The menu entry (id, menu_cn) of a section, from getFirstCategory. */
export function useSectionMenu(section: SectionKey) {
  const menus = useGetFirstCategory({});
  const item = menus.data?.find((m) => m.menu_en === section);
  return { item, isLoading: menus.isLoading, label: item?.menu_cn ?? SECTIONS[section].label };
}
