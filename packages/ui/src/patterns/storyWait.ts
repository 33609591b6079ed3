/** Story helpers for the pattern stories (not exported from the package). */
import { expect, waitFor } from 'storybook/test';

/**
 * Waits until `count` pictures are in `root` and loaded (lazy ones mount when scrolled near), so a
 * screenshot never catches one half-way.
 */
export async function waitForImages(root: HTMLElement, count: number): Promise<void> {
  await waitFor(
    () => {
      const imgs = Array.from(root.querySelectorAll('img'));
      expect(imgs).toHaveLength(count);
      for (const img of imgs) expect(img.complete && img.naturalWidth > 0, img.src).toBe(true);
    },
    { timeout: 5000 },
  );
}
