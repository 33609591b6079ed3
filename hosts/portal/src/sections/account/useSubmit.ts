import { useState } from 'react';
import { toast } from '@wz/ui';
import { errorMessage } from '@wz/sdk';

/** A form's submit: `busy` while it runs; a failure shows the server's text, or `failText` without one. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const run = async (send: () => Promise<void>, failText: string) => {
    setBusy(true);
    try {
      await send();
    } catch (err) {
      toast.error(errorMessage(err, failText));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
