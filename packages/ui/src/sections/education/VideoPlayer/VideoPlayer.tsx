import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { cx } from '../../../internal/cx';
import * as shared from '../../../internal/shared.css';
import * as s from './VideoPlayer.css';

/** Shown when there is no video address to play or download (spec §5). */
export const VIDEO_MISSING_TEXT = '视频地址不存在';

export interface VideoPlayerProps {
  /** Video address (`fileurl`). Without one the player shows 视频地址不存在. */
  src?: string | null;
  /** Poster image (`fengmian`). */
  poster?: string | null;
  /** The video's title: names the player for screen readers. */
  title: string;
  /** Called whenever the playing flag changes (play → true; pause or end → false). */
  onPlayingChange?: (playing: boolean) => void;
  /** Called with the address when the user asks to download. Without it the browser downloads the file. */
  onDownload?: (src: string) => void;
  /** Called with 视频地址不存在 when download is asked for without an address. */
  onDownloadError?: (message: string) => void;
  /** Shows a placeholder of the player's size while the detail loads. */
  loading?: boolean;
  /** An error to show instead of the video (e.g. the detail failed to load). */
  error?: string | null;
  className?: string;
}

function clock(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '00:00';
  const whole = Math.floor(seconds);
  const m = Math.floor(whole / 60);
  const sec = whole % 60;
  return `${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}`;
}

/**
 * A video with its own controls: play/pause, a seek bar, fullscreen and download. The playing flag
 * follows the element's play, pause and ended events, so it stays right whatever started playback.
 */
export function VideoPlayer({
  src,
  poster,
  title,
  onPlayingChange,
  onDownload,
  onDownloadError,
  loading = false,
  error,
  className,
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [missingShown, setMissingShown] = useState(false);
  const playingRef = useRef(false);
  const onPlayingChangeRef = useRef(onPlayingChange);
  useEffect(() => {
    onPlayingChangeRef.current = onPlayingChange;
  });
  const hasSrc = Boolean(src && src.trim());

  // Media events repeat (play + playing); the callback hears each change once.
  const updatePlaying = useCallback((next: boolean) => {
    if (playingRef.current === next) return;
    playingRef.current = next;
    setPlaying(next);
    onPlayingChangeRef.current?.(next);
  }, []);

  // A new address starts from the beginning, stopped.
  useEffect(() => {
    setCurrent(0);
    setDuration(0);
    setMissingShown(false);
    updatePlaying(false);
  }, [src, updatePlaying]);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video || !hasSrc) return;
    if (video.paused || video.ended) {
      // play() rejects when the source cannot load; the error event reports that case.
      void video.play().catch(() => updatePlaying(false));
    } else {
      video.pause();
    }
  };

  const seek = (value: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = value;
    setCurrent(value);
  };

  const fullscreen = () => {
    const el = rootRef.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void el.requestFullscreen?.().catch(() => undefined);
  };

  const download = () => {
    if (!hasSrc || !src) {
      setMissingShown(true);
      onDownloadError?.(VIDEO_MISSING_TEXT);
      return;
    }
    if (onDownload) {
      onDownload(src);
      return;
    }
    const a = document.createElement('a');
    a.href = src;
    a.download = title;
    a.rel = 'noopener noreferrer';
    a.target = '_blank';
    a.click();
  };

  if (loading) {
    return (
      <div
        className={cx(s.skeleton, className)}
        role="status"
        aria-label="视频加载中"
        aria-busy="true"
      />
    );
  }

  const max = duration > 0 ? duration : 0;
  return (
    <div
      ref={rootRef}
      className={cx(s.player, className)}
      role="group"
      aria-label={`视频：${title}`}
      data-playing={playing ? 'true' : 'false'}
    >
      <div className={s.stage}>
        {error ? (
          <div className={s.message} role="alert">
            {error}
          </div>
        ) : hasSrc ? (
          <video
            ref={videoRef}
            className={s.video}
            src={src ?? undefined}
            poster={poster ?? undefined}
            preload="metadata"
            playsInline
            aria-label={title}
            onPlay={() => updatePlaying(true)}
            onPlaying={() => updatePlaying(true)}
            onPause={() => updatePlaying(false)}
            onEnded={() => updatePlaying(false)}
            onError={() => updatePlaying(false)}
            onTimeUpdate={(e) => setCurrent(e.currentTarget.currentTime)}
            onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
            onDurationChange={(e) => setDuration(e.currentTarget.duration)}
            onClick={togglePlay}
          />
        ) : (
          <div className={cx(s.message, shared.wrapText)} role={missingShown ? 'alert' : 'status'}>
            {VIDEO_MISSING_TEXT}
          </div>
        )}
      </div>
      <div className={s.controls}>
        <Button
          size="sm"
          variant="secondary"
          className={s.control}
          onClick={togglePlay}
          disabled={!hasSrc || Boolean(error)}
          aria-label={playing ? '暂停' : '播放'}
        >
          {playing ? '暂停' : '播放'}
        </Button>
        <input
          type="range"
          className={s.seek}
          aria-label="播放进度"
          aria-valuetext={`${clock(current)} / ${clock(max)}`}
          min={0}
          max={max}
          step={0.1}
          value={Math.min(current, max)}
          disabled={!hasSrc || max === 0}
          onChange={(e) => seek(Number(e.currentTarget.value))}
        />
        <span className={s.time} aria-hidden="true">
          {clock(current)} / {clock(max)}
        </span>
        <Button
          size="sm"
          variant="secondary"
          className={s.control}
          onClick={fullscreen}
          disabled={!hasSrc}
        >
          全屏
        </Button>
        <Button size="sm" variant="secondary" className={s.control} onClick={download}>
          下载
        </Button>
      </div>
    </div>
  );
}
