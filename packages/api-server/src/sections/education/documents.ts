// Text courseware files (x-spec inferred): a signed call opens a slot for a PDF, Word or PPT file, the browser
// PUTs the raw bytes (the slot's one-time token authorises it), and the server checks the real type from the
// bytes against the name's: a renamed picture or program is refused (an envelope with code 201, HTTP 200)
// and nothing is kept. The stored file is
// served with the other uploads (/media/uploads/); saveKejian takes the slot's id.
import { createHash, randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.js';
import { fail, intParam, ok, strParam } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { uploadDirs } from '../upload/store.js';

export const DOCUMENT_PATH = '/education/release/document';
const MAX_BYTES = 20 * 1024 * 1024;
const TTL_SECONDS = 600;
export const MSG_WRONG_DOCUMENT = '文件内容与类型不符，请上传 PDF、Word 或 PPT 文件';
const EXTS = ['pdf', 'doc', 'docx', 'ppt', 'pptx'];
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The type the bytes really are, as one of EXTS' families, or undefined. */
export function documentKind(b: Buffer): 'pdf' | 'ole' | 'docx' | 'pptx' | undefined {
  if (b.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (b.length >= 8 && b.readUInt32BE(0) === 0xd0cf11e0 && b.readUInt32BE(4) === 0xa1b11ae1) return 'ole';
  if (b.length >= 4 && b.readUInt32BE(0) === 0x504b0304 && b.includes('[Content_Types].xml')) {
    if (b.includes('word/')) return 'docx';
    if (b.includes('ppt/')) return 'pptx';
  }
  return undefined;
}
const fits = (ext: string, kind: ReturnType<typeof documentKind>) => (ext === 'doc' || ext === 'ppt' ? kind === 'ole' : ext === kind);

export const documentHandlers: Pick<SectionHandlers<'education'>, 'educationReleaseDocumentSlot'> = {
  educationReleaseDocumentSlot(ctx, p, req) {
    const name = strParam(p, 'name').trim();
    const size = intParam(p, 'size');
    const ext = /\.([A-Za-z]{3,4})$/.exec(name)?.[1]?.toLowerCase() ?? '';
    if (!EXTS.includes(ext)) return fail(201, '请上传 PDF、Word 或 PPT 文件');
    if (size > MAX_BYTES) return fail(201, '课件文件不能超过 20 MB');
    const open = ctx.db.prepare("SELECT COUNT(*) AS n FROM education_documents WHERE user_id = ? AND state = 'open' AND expires_at > ?").get(req.user!.id, ctx.now()) as { n: number };
    if (open.n >= 10) return fail(201, '待完成的上传过多，请稍后再试');
    const id = randomBytes(12).toString('hex');
    const token = randomBytes(16).toString('hex');
    ctx.db.prepare("INSERT INTO education_documents (id, user_id, token_hash, name, ext, size, state, expires_at) VALUES (?, ?, ?, ?, ?, ?, 'open', ?)").run(id, req.user!.id, hash(token), name.slice(0, 255), ext, size, ctx.now() + TTL_SECONDS);
    return ok({ id, putUrl: `${ctx.publicUrl()}/public/v1${DOCUMENT_PATH}/${id}?token=${token}` });
  },
};

/** A sent document of the member's: its stored URL and name. */
export function documentOf(ctx: AppContext, id: string, userId: number): { url: string; name: string } | undefined {
  return ctx.db.prepare("SELECT url, name FROM education_documents WHERE id = ? AND user_id = ? AND state = 'sent'").get(id, userId) as { url: string; name: string } | undefined;
}

export async function registerDocumentBytes(app: FastifyInstance, ctx: AppContext, prefix: string): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BYTES }, (_req, body, done) => done(null, body));
    scope.put<{ Params: { id: string }; Querystring: Record<string, string> }>(`${prefix}${DOCUMENT_PATH}/:id`, async (req, reply) => {
      const send = (status: number, body: unknown) => reply.code(status).header('cache-control', 'no-store').send(body);
      const { id } = req.params;
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      if (Object.keys(req.query).some((k) => k !== 'token')) return send(400, fail(400, '参数错误'));
      const slot = /^[0-9a-f]{24}$/.test(id)
        ? (ctx.db.prepare("SELECT ext, size FROM education_documents WHERE id = ? AND token_hash = ? AND state = 'open' AND expires_at > ?").get(id, hash(token), ctx.now()) as { ext: string; size: number } | undefined)
        : undefined;
      if (!slot) return send(404, fail(404, '上传已失效，请重新上传'));
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const drop = () => ctx.db.prepare('DELETE FROM education_documents WHERE id = ?').run(id);
      if (body.length !== slot.size) {
        drop();
        return send(200, fail(201, '文件大小与声明不符，请重新上传'));
      }
      if (!fits(slot.ext, documentKind(body))) {
        drop();
        return send(200, fail(201, MSG_WRONG_DOCUMENT));
      }
      const file = `${id}.${slot.ext}`;
      const path = join(uploadDirs(ctx).files, file);
      writeFileSync(path, body);
      const done = ctx.db.prepare("UPDATE education_documents SET state = 'sent', url = ? WHERE id = ? AND state = 'open'").run(`/media/uploads/${file}`, id);
      if (done.changes !== 1) {
        rmSync(path, { force: true });
        return send(404, fail(404, '上传已失效，请重新上传'));
      }
      return send(200, ok({ id, size: body.length }, '上传成功'));
    });
  });
}
