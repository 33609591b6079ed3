import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';

/** A breadcrumb item after the section's root: a label, and where it leads unless it is the page itself. */
export interface FrameCrumb {
  label: string;
  to?: string;
}

/** What a kit page gives the host's section frame (the host's menus, breadcrumb root and right column). */
export interface SectionFrameProps {
  /** The section key (house, tour…): the host knows its menus and banners. */
  section: string;
  breadcrumb?: FrameCrumb[];
  /** Replaces the frame's navigation filter. */
  filter?: ReactNode;
  children: ReactNode;
}

const Plain = ({ children }: SectionFrameProps) => <>{children}</>;
const FrameContext = createContext<ComponentType<SectionFrameProps>>(Plain);

/** The host's section frame for the kit's pages (listing index and detail, page kinds). */
export const SectionFrameProvider = FrameContext.Provider;

/** The kit's pages in the host's section frame (its content alone when the host gives none). */
export function SectionLayout(props: SectionFrameProps) {
  // the host's component, stable for the app's life (a context value, not made here)
  return createElement(useContext(FrameContext), props);
}
