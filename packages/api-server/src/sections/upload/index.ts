import { rmSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { defineSection } from '../../http/section.js';
import { registerUploadBytes } from './bytes.js';
import { uploadHandlers } from './handlers.js';
import { uploadMigrations } from './migrations.js';
import { sweepSlots, uploadDirs } from './store.js';

/** Uploads: create a slot, PUT the bytes, complete; completed files are served under /media/uploads/. */
export const upload = defineSection({
  key: 'upload',
  handlers: uploadHandlers,
  migrations: uploadMigrations,
  register: async (app, { ctx, prefix }) => {
    const dirs = uploadDirs(ctx);
    // slots left by a previous run (expired, or cut short by a stop) go at startup
    sweepSlots(ctx);
    if (dirs.temporary)
      app.addHook('onClose', async () => rmSync(dirs.root, { recursive: true, force: true }));
    await registerUploadBytes(app, ctx, prefix);
    await app.register(fastifyStatic, {
      root: dirs.files,
      prefix: '/media/uploads/',
      decorateReply: false,
      index: false,
      maxAge: 86_400_000,
      immutable: true,
      setHeaders: (res) => res.setHeader('x-content-type-options', 'nosniff'),
    });
  },
  sweep: (ctx) => void sweepSlots(ctx),
});
