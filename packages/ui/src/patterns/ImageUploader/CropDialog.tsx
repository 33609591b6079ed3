/** The crop step of ImageUploader; loaded on first use (its own chunk with react-easy-crop). */
import { useRef, useState } from 'react';
import Cropper from 'react-easy-crop';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import type { PixelArea } from './images';
import * as s from './ImageUploader.css';

export interface CropDialogProps {
  /** Object URL of the picture. */
  src: string;
  /** File name, shown in the title. */
  name: string;
  /** Width ÷ height of the kept part (1 for avatars). */
  aspect: number;
  /** `area` in the picture's pixels on 确定, null on 取消 / close. */
  onDone: (area: PixelArea | null) => void;
}

export default function CropDialog({ src, name, aspect, onDone }: CropDialogProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const area = useRef<PixelArea | null>(null);
  const [ready, setReady] = useState(false);
  return (
    <Dialog
      open
      title={`裁剪「${name}」`}
      onClose={() => onDone(null)}
      width={560}
      footer={
        <>
          <Button variant="secondary" onClick={() => onDone(null)}>
            取消
          </Button>
          <Button disabled={!ready} onClick={() => onDone(area.current)}>
            确定
          </Button>
        </>
      }
    >
      <div className={s.cropStage}>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => {
            area.current = pixels;
            setReady(true);
          }}
          cropperProps={{ role: 'group', 'aria-label': '裁剪框，可用方向键移动' }}
        />
      </div>
      <label className={s.zoom}>
        缩放
        <input
          type="range"
          min={1}
          max={3}
          step={0.1}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
        />
      </label>
    </Dialog>
  );
}
