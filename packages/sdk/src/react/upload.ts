import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { uploadFile, type UploadPurpose, type UploadResult } from '../upload';
import { clearedBy } from '../clears';
import { usePortalClient } from './context';

/** Sends one file and reports progress 0–1; the shape @wz/ui's ImageUploader takes as `upload`. */
export type UploadFunction = (
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<UploadResult>;

/**
 * An upload function for `purpose` (avatar | listing | video): slot, bytes with progress, completion;
 * rejects with an ApiError whose `msg` is the server's text. Cached queryImages answers are refetched.
 */
export function useUpload(purpose: UploadPurpose): UploadFunction {
  const client = usePortalClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (file, onProgress) => {
      const result = await uploadFile(client, file, { purpose, onProgress });
      // the contract clears every cached queryImages answer: the slot id does not narrow it
      await mutate(clearedBy((await client.operation('completeUpload')).invalidates, { id: '' }));
      return result;
    },
    [client, mutate, purpose],
  );
}
