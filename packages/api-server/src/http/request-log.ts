// One line per request: method, path (no query: tokens and signs stay out), envelope code and time.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The envelope's code from the start of an answer's JSON (the HTTP status is 200 for most refusals). */
function envelopeCode(payload: unknown): number | undefined {
  const head =
    typeof payload === 'string'
      ? payload.slice(0, 16)
      : Buffer.isBuffer(payload)
        ? payload.subarray(0, 16).toString('latin1')
        : undefined;
  if (head === undefined) return undefined;
  const m = /^\{"code":(\d+)/.exec(head);
  return m ? Number(m[1]) : undefined;
}

export function logRequests(app: FastifyInstance, write: (line: string) => void): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    const code = envelopeCode(payload);
    if (code !== undefined) (req as FastifyRequest & { envCode?: number }).envCode = code;
    done(null, payload);
  });

  app.addHook('onResponse', (req, reply, done) => {
    const path = req.url.split('?')[0]!;
    // QR keys are bearer-like: log the route pattern for those
    const shown = path.startsWith('/dev/qrlogin/') ? '/dev/qrlogin/:key' : path;
    const code = (req as FastifyRequest & { envCode?: number }).envCode ?? reply.statusCode;
    write(`${req.method} ${shown} ${code} ${reply.elapsedTime.toFixed(1)}ms`);
    done();
  });
}
