import { toast } from '@wz/ui';
import { VIDEO_MISSING_TEXT } from '@wz/ui';

/**
 * Downloads a media file under a readable name (spec §5: needs an address; failure 下载失败，请稍后重试).
 * Fetches the file so the `download` name applies across origins, then clicks a temporary link.
 */
export async function downloadFile(src: string | null | undefined, title: string): Promise<void> {
  if (!src) {
    toast.warning(VIDEO_MISSING_TEXT);
    return;
  }
  try {
    const res = await fetch(src);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const blob = await res.blob();
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    const ext = new URL(src, window.location.href).pathname.split('.').pop() ?? 'mp4';
    a.href = url;
    a.download = `${title}.${ext}`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch {
    toast.error('下载失败，请稍后重试');
  }
}
