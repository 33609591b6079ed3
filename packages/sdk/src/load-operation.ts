import { factsOf, learn } from './facts';
import { WRITE_SECTIONS } from './generated/writeSections';
import type { OperationMeta } from './operation-meta';

/**
 * The facts of an operation called by name, loaded when first needed: a write's come with its
 * section's table (one small chunk per section, WRITE_SECTIONS tells which from the name); a read not
 * yet described (`client.call('banner')` without `reads.banner()`) comes from the reads' table, which
 * an app that uses `reads` has loaded already. Undefined for a name the contract does not have.
 */
export async function loadOperation(id: string): Promise<OperationMeta | undefined> {
  const known = factsOf(id);
  if (known) return known;
  const section = WRITE_SECTIONS.find(([prefixes]) => prefixes.split(',').some((p) => id.startsWith(p)));
  if (section) learn((await section[1]()).writes);
  if (factsOf(id)) return factsOf(id);
  const { readTable } = await import('./generated/readTable');
  if (Object.hasOwn(readTable, id)) (readTable as unknown as Record<string, () => unknown>)[id]!();
  return factsOf(id);
}
