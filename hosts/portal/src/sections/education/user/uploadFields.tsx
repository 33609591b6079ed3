// Form fields for a courseware's file: a document (PDF, Word, PPT; the server checks the bytes) and a video
// (MP4 through the shared signed upload, with its progress and the duration read from the file).
import { useState } from 'react';
import { useUpload, useWrite } from '@wz/sdk/react';
import { FormField, formatDuration } from '@wz/ui';

export type DocumentValue = { id: string; name: string } | null;
export type VideoValue = { id: string; name: string; duration: number } | null;

/** PUTs the bytes to a slot's URL with progress; resolves with the server's envelope. */
function put(url: string, file: File, onProgress: (f: number) => void): Promise<{ code: number; msg: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as { code: number; msg: string });
      } catch {
        reject(new Error('上传失败，请重试'));
      }
    };
    xhr.onerror = () => reject(new Error('网络异常，上传失败'));
    xhr.send(file);
  });
}

/** How long a video file plays, read by the browser from its header (0 when it cannot tell). */
function durationOf(file: File): Promise<number> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const v = document.createElement('video');
    v.preload = 'metadata';
    const done = (d: number) => {
      URL.revokeObjectURL(url);
      resolve(Number.isFinite(d) ? d : 0);
    };
    v.onloadedmetadata = () => done(v.duration);
    v.onerror = () => done(0);
    v.src = url;
  });
}

function Progress({ value }: { value: number | null }) {
  return value === null ? null : <progress className="edu-upload__progress" max={1} value={value} aria-label="上传进度" />;
}

export function DocumentField({ name, required, saved }: { name: string; required?: boolean; saved?: string }) {
  const slot = useWrite('educationReleaseDocumentSlot');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  return (
    <FormField<DocumentValue> name={name} label="课件文件" required={required} hint="PDF、Word 或 PPT，不超过 20 MB" kind="group">
      {(field, control) => (
        <div className="edu-upload">
          <input
            type="file"
            accept=".pdf,.doc,.docx,.ppt,.pptx"
            aria-label="选择课件文件"
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
            onChange={async (e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (!file) return;
              setError('');
              setProgress(0);
              try {
                const s = await slot.trigger({ name: file.name, size: file.size });
                const answer = await put(s.putUrl, file, setProgress);
                if (answer.code !== 200) throw new Error(answer.msg);
                field.onChange({ id: s.id, name: file.name });
              } catch (err) {
                setError(err instanceof Error ? err.message : '上传失败，请重试');
              } finally {
                setProgress(null);
              }
            }}
          />
          <Progress value={progress} />
          {field.value ? <p className="edu-upload__done">已上传：{field.value.name}</p> : saved ? <p className="edu-upload__done">当前文件：{saved}</p> : null}
          {error ? <p role="alert" className="kind__error">{error}</p> : null}
        </div>
      )}
    </FormField>
  );
}

export function VideoField({ name, required, saved }: { name: string; required?: boolean; saved?: string }) {
  const upload = useUpload('video');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  return (
    <FormField<VideoValue> name={name} label="视频文件" required={required} hint="MP4 格式，不超过 50 MB" kind="group">
      {(field, control) => (
        <div className="edu-upload">
          <input
            type="file"
            accept="video/mp4"
            aria-label="选择视频文件"
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
            onChange={async (e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (!file) return;
              setError('');
              setProgress(0);
              try {
                const [done, duration] = await Promise.all([upload(file, setProgress), durationOf(file)]);
                field.onChange({ id: done.id, name: file.name, duration });
              } catch (err) {
                setError(err instanceof Error ? err.message : '上传失败，请重试');
              } finally {
                setProgress(null);
              }
            }}
          />
          <Progress value={progress} />
          {field.value ? (
            <p className="edu-upload__done">
              已上传：{field.value.name}
              {field.value.duration ? `（时长 ${formatDuration(field.value.duration)}）` : ''}
            </p>
          ) : saved ? (
            <p className="edu-upload__done">已有视频，重新选择可替换</p>
          ) : null}
          {error ? <p role="alert" className="kind__error">{error}</p> : null}
        </div>
      )}
    </FormField>
  );
}
