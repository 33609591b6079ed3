import type { Envelope } from './context.js';

const ENCODED = Symbol('encoded JSON');

/**
 * UTF-8 JSON of an envelope whose `data` is fixed except for a few top-level fields filled per call (e.g. a
 * view count): the fixed parts are serialized and encoded once.
 */
export class EnvelopeTemplate {
  private readonly pieces: Buffer[];
  private readonly holes: string[];
  private readonly fixedSize: number;

  constructor(env: Envelope<Record<string, unknown>>, holes: readonly string[]) {
    const { data } = env;
    for (const h of holes)
      if (!Object.prototype.hasOwnProperty.call(data, h))
        throw new Error(`template hole ${h} not in data`);
    if (Object.keys(env).join() !== 'code,msg,data')
      throw new Error('template envelope must be { code, msg, data }');
    this.holes = Object.keys(data).filter((k) => holes.includes(k));
    const texts: string[] = [];
    let text = `{"code":${JSON.stringify(env.code)},"msg":${JSON.stringify(env.msg)},"data":{`;
    let sep = '';
    for (const [k, v] of Object.entries(data)) {
      const prop = `${sep}${JSON.stringify(k)}:`;
      if (this.holes.includes(k)) {
        texts.push(text + prop);
        text = '';
      } else {
        const json = JSON.stringify(v);
        // JSON.stringify leaves out properties it cannot encode (undefined, functions)
        if (json === undefined) continue;
        text += prop + json;
      }
      sep = ',';
    }
    texts.push(`${text}}}`);
    this.pieces = texts.map((t) => Buffer.from(t, 'utf8'));
    this.fixedSize = this.pieces.reduce((n, b) => n + b.length, 0);
  }

  /** The bytes of JSON.stringify({ ...env, data: { ...env.data, ...values } }); hole values must be JSON values. */
  fill(values: Record<string, number | string | boolean | null>): Buffer {
    const texts = this.holes.map((h) => JSON.stringify(values[h]!));
    let size = this.fixedSize;
    for (const t of texts) size += Buffer.byteLength(t, 'utf8');
    // every byte is written below
    const out = Buffer.allocUnsafe(size);
    let at = this.pieces[0]!.copy(out, 0);
    texts.forEach((t, i) => {
      at += out.write(t, at, 'utf8');
      at += this.pieces[i + 1]!.copy(out, at);
    });
    return out;
  }
}

/** Attaches the envelope's encoded JSON; copies made by spreading do not carry it (they are serialized again). */
export function withEncoded<T extends Envelope>(env: T, body: Buffer): T {
  Object.defineProperty(env, ENCODED, { value: body, enumerable: false });
  return env;
}

export function encodedOf(env: Envelope): Buffer | undefined {
  return (env as Envelope & { [ENCODED]?: Buffer })[ENCODED];
}
