/**
 * 企业视频: the company's video through the cloud video service (simulated by the api-server in development):
 * getHwtoken → POST asset → GET asset/authority → PUT the bytes → POST asset/status/uploaded → GET asset/info,
 * then saveVideo puts the published asset on the company's page.
 */
import { useState } from 'react';
import { errorMessage, reads } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, toast } from '@wz/ui';

const MAX = 20 * 1024 * 1024;
type Vod = { token: string; endpoint: string };

async function vod<T>(v: Vod, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const res = await fetch(`${v.endpoint}${path}`, { method, headers: { 'X-Auth-Token': v.token, ...(body ? { 'Content-Type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const json = (await res.json().catch(() => ({}))) as T & { error_msg?: string };
  if (!res.ok) throw new Error(json.error_msg || '视频服务暂时不可用，请稍后重试');
  return json;
}

export function VideoBlock() {
  const mine = useRead(reads.marketMine({}));
  const hwtoken = useWrite('marketGetHwtoken');
  const save = useWrite('marketSaveVideo');
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState('');
  const [error, setError] = useState('');
  if (!mine.data) return null;
  const video = mine.data.video;
  const upload = async () => {
    setError('');
    if (!file) return setError('请选择 MP4 或 WebM 视频');
    if (!/\.(mp4|webm)$/i.test(file.name) || file.size > MAX) return setError('请选择 20 MB 以内的 MP4 或 WebM 视频');
    try {
      setStep('正在获取上传授权…');
      const v = await hwtoken.trigger({});
      const { asset_id } = await vod<{ asset_id: string }>(v, 'POST', '/asset', { title: file.name.replace(/\.[^.]+$/, '').slice(0, 40) || '企业视频', video_type: /webm$/i.test(file.name) ? 'WEBM' : 'MP4' });
      const auth = await vod<{ upload_url: string }>(v, 'GET', `/asset/authority?asset_id=${asset_id}`);
      setStep('正在上传视频…');
      const put = await fetch(auth.upload_url, { method: 'PUT', body: file, headers: { 'Content-Type': file.type || 'video/mp4' } });
      if (!put.ok) throw new Error(((await put.json().catch(() => ({}))) as { error_msg?: string }).error_msg || '上传失败，请重试');
      setStep('正在转码…');
      await vod(v, 'POST', '/asset/status/uploaded', { asset_id, status: 'CREATED' });
      const info = await vod<{ status: string }>(v, 'GET', `/asset/info?asset_id=${asset_id}`);
      if (info.status !== 'PUBLISHED') throw new Error('视频还在转码中，请稍后再试');
      await save.trigger({ asset_id });
      setStep('');
      setFile(null);
      toast.success('视频已上传');
    } catch (e) {
      setStep('');
      setError(errorMessage(e, '上传失败，请稍后重试'));
    }
  };
  return (
    <section className="card kind" aria-labelledby="market-video-title">
      <h2 id="market-video-title">企业视频</h2>
      {video ? <video className="market-video" controls preload="metadata" src={video.play_url} aria-label="当前企业视频" /> : <p>还没有企业视频，上传后显示在企业页面。</p>}
      <div className="market-video__form">
        <label htmlFor="market-video-file">{video ? '更换视频' : '选择视频'}（MP4 或 WebM，20 MB 以内）</label>
        <input id="market-video-file" type="file" accept="video/mp4,video/webm" onChange={(e) => setFile(e.target.files?.[0] ?? null)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'market-video-error' : undefined} />
        {error ? <p id="market-video-error" role="alert" className="market-message__error">{error}</p> : null}
        {step ? <p role="status">{step}</p> : null}
        <Button onClick={() => void upload()} disabled={!!step}>上传视频</Button>
      </div>
    </section>
  );
}
