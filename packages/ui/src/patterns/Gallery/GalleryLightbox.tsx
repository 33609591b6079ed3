/**
 * The full-screen viewer behind Gallery. Only reached through `import()` when a picture is first
 * opened, so yet-another-react-lightbox and its stylesheet stay out of every page's initial code.
 */
import type { HTMLAttributes } from 'react';
import Lightbox, { type Slide } from 'yet-another-react-lightbox';
import css from 'yet-another-react-lightbox/styles.css?inline';
import { useChunkCss } from '../../internal/chunkCss';
import { PORTAL_ATTR } from '../../internal/portal';

const STYLE_ID = 'wz-lightbox-css';

const labels = {
  Previous: '上一张',
  Next: '下一张',
  Close: '关闭',
  Lightbox: '图片浏览',
  Carousel: '轮播',
  Slide: '图片',
  'Photo gallery': '图片',
  '{index} of {total}': '第 {index} 张，共 {total} 张',
};

// Marks the portal like our own overlays, so the Storybook axe check covers it.
const portal = { container: { [PORTAL_ATTR]: '' } as HTMLAttributes<HTMLDivElement> };

export interface GalleryLightboxProps {
  open: boolean;
  index: number;
  slides: Slide[];
  onClose: () => void;
  onView: (index: number) => void;
  /** After the closing fade: focus can go back to the page. */
  onExited: () => void;
}

export default function GalleryLightbox({
  open,
  index,
  slides,
  onClose,
  onView,
  onExited,
}: GalleryLightboxProps) {
  // The stylesheet ships inside this chunk and is added once, before the viewer first paints.
  useChunkCss(STYLE_ID, css);
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      labels={labels}
      portal={portal}
      carousel={{ finite: slides.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
      on={{ view: ({ index: i }) => onView(i), exited: onExited }}
    />
  );
}
