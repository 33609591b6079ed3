import { defineSection } from '../../http/section.js';
import { registerEmbedSign } from './sign.js';

/** Partner pages: the signing endpoint (its operation is not a signed envelope call, so no handlers). */
export const embed = defineSection({
  key: 'embed',
  handlers: {},
  register: (app, { ctx, prefix, operations }) => registerEmbedSign(app, ctx, prefix, operations),
});
