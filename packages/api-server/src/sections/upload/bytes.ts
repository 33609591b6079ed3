import { createWriteStream, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.js';
import { fail, ok } from '../../http/context.js';
import { BYTES_PATH, hashToken } from './handlers.js';
import {
  MAX_PIXELS,
  MAX_PIXELS_SIDE,
  MSG_PIXEL_COUNT,
  MSG_SIZE_MISMATCH,
  MSG_SLOT_GONE,
  PURPOSES,
  dropSlot,
  slotFile,
} from './store.js';
import { sniffFile, type Sniffed } from './sniff.js';
import { undeclaredText } from '../../http/validationText.js';

type Received = number | 'too-large' | 'aborted';

/**
 * Streams the body to `path`, stopping at the first byte past `limit`: a body larger than the slot is
 * cut off, never read (or buffered) whole.
 */
function receiveTo(source: IncomingMessage, path: string, limit: number): Promise<Received> {
  return new Promise((resolve) => {
    const out = createWriteStream(path, { flags: 'wx' });
    let bytes = 0;
    let settled = false;
    const finish = (result: Received) => {
      if (settled) return;
      settled = true;
      source.off('data', onData);
      if (result === bytes) return resolve(result);
      source.pause();
      // wait for the file to be closed (or never opened): deleting it before then could leave it behind
      if (out.closed) return resolve(result);
      out.once('close', () => resolve(result));
      out.destroy();
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit) return finish('too-large');
      if (!out.write(chunk)) {
        source.pause();
        out.once('drain', () => source.resume());
      }
    };
    source.on('data', onData);
    source.once('end', () => out.end());
    out.once('finish', () => finish(bytes));
    out.once('error', () => finish('aborted'));
    source.once('error', () => finish('aborted'));
    source.once('close', () => {
      if (!source.readableEnded) finish('aborted');
    });
  });
}

interface Slot {
  size: number;
  purpose: string;
  declared_type: string | null;
}

/** Why the bytes are refused, or undefined when they are what the slot declared. */
function refusal(slot: Slot, found: Sniffed | null): string | undefined {
  const rules = PURPOSES[slot.purpose]!;
  if (
    !found ||
    !rules.types.includes(found.type) ||
    (slot.declared_type && slot.declared_type !== found.type)
  )
    return rules.wrongType;
  const image = found.type.startsWith('image/');
  if (image && (found.width < 1 || found.height < 1)) return rules.wrongType;
  if (found.width > MAX_PIXELS_SIDE || found.height > MAX_PIXELS_SIDE)
    return `${image ? '图片' : '视频'}尺寸不能超过 ${MAX_PIXELS_SIDE}×${MAX_PIXELS_SIDE} 像素`;
  if (image && found.width * found.height > MAX_PIXELS) return MSG_PIXEL_COUNT;
  return undefined;
}

async function putBytes(
  ctx: AppContext,
  req: FastifyRequest<{ Params: { id: string }; Querystring: { token?: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const send = (status: number, body: unknown) =>
    reply.code(status).header('cache-control', 'no-store').send(body);
  const gone = () => send(404, fail(404, MSG_SLOT_GONE));
  const { id } = req.params;
  // like every signed operation: a parameter it does not declare is refused (before the slot is touched)
  const extra = Object.keys(req.query ?? {}).find((k) => k !== 'token');
  if (extra !== undefined)
    return send(400, fail(400, undeclaredText(extra.slice(0, 64))));
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  if (!/^[0-9a-f]{24}$/.test(id) || !/^[0-9a-f]{32}$/.test(token)) return gone();
  // claims the slot: an open, unexpired slot with this token, once (a second PUT finds it taken)
  const claimed = ctx.db
    .prepare(
      "UPDATE uploads SET state = 'receiving' WHERE id = ? AND token_hash = ? AND state = 'open' AND expires_at > ?",
    )
    .run(id, hashToken(token), ctx.now());
  if (claimed.changes !== 1) return gone();
  const slot = ctx.db
    .prepare('SELECT size, purpose, declared_type FROM uploads WHERE id = ?')
    .get(id) as Slot;
  const refuse = (status: number, code: number, msg: string) => {
    dropSlot(ctx, id);
    if (status === 413) reply.header('connection', 'close');
    return send(status, fail(code, msg));
  };
  const length = req.headers['content-length'];
  if (length !== undefined && Number(length) > slot.size)
    return refuse(413, 413, MSG_SIZE_MISMATCH);
  const path = slotFile(ctx, id);
  const received = await receiveTo(req.raw, path, slot.size);
  if (received === 'too-large') return refuse(413, 413, MSG_SIZE_MISMATCH);
  if (received === 'aborted') return refuse(400, 201, '上传中断，请重试');
  if (received !== slot.size) return refuse(400, 201, MSG_SIZE_MISMATCH);
  const found = sniffFile(path);
  const why = refusal(slot, found);
  if (why) return refuse(400, 201, why);
  const stored = ctx.db
    .prepare(
      "UPDATE uploads SET state = 'sent', type = ?, width = ?, height = ? WHERE id = ? AND state = 'receiving'",
    )
    .run(found!.type, found!.width, found!.height, id);
  // the slot expired (and was swept) while its bytes were arriving
  if (stored.changes !== 1) {
    rmSync(path, { force: true });
    return gone();
  }
  return send(200, ok({ id, size: received }));
}

/** PUT /public/v1/upload/bytes/:id?token=: the raw file, in a scope that leaves the body unparsed. */
export async function registerUploadBytes(
  app: FastifyInstance,
  ctx: AppContext,
  prefix: string,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // any Content-Type: the handler streams req.raw itself
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    scope.setErrorHandler((err: Error, req, reply) => {
      ctx.log(`[error] PUT ${prefix}${BYTES_PATH} ${err.stack ?? err.message}`);
      return reply.code(500).send(fail(500, '服务器内部错误'));
    });
    scope.put<{ Params: { id: string }; Querystring: { token?: string } }>(
      `${prefix}${BYTES_PATH}/:id`,
      (req, reply) => putBytes(ctx, req, reply),
    );
  });
}
