import { describe, expect, it } from 'vitest';
import { unflatten } from '../src/index.js';

describe('unflatten (form bodies after signing)', () => {
  it('rebuilds dot keys and indexed keys', () => {
    expect(JSON.parse(JSON.stringify(unflatten({ 'reply.msg': '同意', 'reply.to': '张老师', 'ids[0]': '3', 'ids[1]': '1', id: '12' })))).toEqual({
      reply: { msg: '同意', to: '张老师' },
      ids: ['3', '1'],
      id: '12',
    });
  });

  it('never touches prototypes', () => {
    const out = unflatten({ '__proto__.polluted': 'yes', 'constructor.prototype.polluted': 'yes', 'a.__proto__.b': 'x' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
    expect(Object.keys(out).sort()).toEqual(['__proto__.polluted', 'a.__proto__.b', 'constructor.prototype.polluted']);
  });
});
