import {
  configFromScript,
  DEFAULT_CONFIG,
  findEmbedScript,
  mergeConfig,
  type EmbedConfig,
} from './config';
import { defineTeacherCardElement } from './element';
import { createRuntime } from './runtime';

/** The custom element's tag. */
export const TAG_NAME = 'wz-teacher-card';

const runtime = createRuntime(
  mergeConfig(
    DEFAULT_CONFIG,
    typeof document === 'undefined' ? undefined : configFromScript(findEmbedScript(document)),
  ),
);

/** The `<wz-teacher-card>` element class (registered on load). */
export const WzTeacherCardElement: CustomElementConstructor = defineTeacherCardElement(runtime);

/**
 * Sets the API base, partner appid and portal URL for every card on the page (fields left out keep
 * their value; invalid URLs are ignored). Cards already on the page load again.
 */
export function configure(options: Partial<EmbedConfig>): void {
  runtime.configure(options);
}

/** The configuration in effect. */
export function getConfig(): Readonly<EmbedConfig> {
  return { ...runtime.config };
}

if (typeof customElements !== 'undefined' && !customElements.get(TAG_NAME)) {
  customElements.define(TAG_NAME, WzTeacherCardElement);
}

// The module build exposes the same global as the IIFE (`WzEmbed.configure`).
if (typeof window !== 'undefined') {
  const w = window as unknown as { WzEmbed?: Record<string, unknown> };
  w.WzEmbed ??= { configure, getConfig, TAG_NAME };
}

export type { EmbedConfig } from './config';
