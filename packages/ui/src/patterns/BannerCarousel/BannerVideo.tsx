import { Dialog } from '../../primitives/Dialog/Dialog';
import type { BannerItem } from './BannerCarousel';
import * as s from './BannerCarousel.css';

/** A banner video playing in a dialog: its own chunk, loaded when a visitor plays one. */
export default function BannerVideo({ item, onClose }: { item: BannerItem; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={item.title || '视频'} width="50%" bodyStyle={{ padding: 0 }}>
      {item.videourl ? (
        <video className={s.video} src={item.videourl} poster={item.coverimg} controls autoPlay playsInline>
          您的浏览器不支持视频播放
        </video>
      ) : null}
    </Dialog>
  );
}
