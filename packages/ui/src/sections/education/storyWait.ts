/** Story helpers (not exported from the package). */
import { expect, waitFor } from 'storybook/test';
import { frame } from '../../primitives/LazyImage/LazyImage.css';

/**
 * Waits until every LazyImage near the viewport (its 200 px root margin) shows a loaded picture, so
 * screenshots never catch a frame between "near" and "loaded".
 */
export async function waitForLazyImages(root: HTMLElement = document.body): Promise<number> {
  return waitFor(
    () => {
      const near = Array.from(
        root.querySelectorAll<HTMLElement>(`.${frame.trim().split(/\s+/).join('.')}`),
      ).filter((el) => el.getBoundingClientRect().top < window.innerHeight + 200);
      for (const el of near) {
        const img = el.querySelector('img');
        expect(img, 'a near LazyImage renders its <img>').not.toBeNull();
        expect(img!.complete && img!.naturalWidth > 0, 'the picture has loaded').toBe(true);
      }
      return near.length;
    },
    { timeout: 5000 },
  );
}
