import { createRoot, type Root } from 'react-dom/client';
import { parseTeacherId } from './config';
import { EmbedCard } from './EmbedCard';
import type { EmbedRuntime } from './runtime';
import { applyStyles } from './styles';

/** Attributes that re-render the card when they change. */
export const OBSERVED_ATTRIBUTES = ['teacher-id', 'theme', 'size', 'data-portal-url'] as const;

/** Makes the `<wz-teacher-card>` class bound to one shared runtime. */
export function defineTeacherCardElement(runtime: EmbedRuntime) {
  return class WzTeacherCardElement extends HTMLElement {
    static observedAttributes = [...OBSERVED_ATTRIBUTES];

    #mount: HTMLDivElement;
    #root: Root | undefined;
    #unsubscribe: (() => void) | undefined;

    constructor() {
      super();
      const shadow = this.attachShadow({ mode: 'open' });
      applyStyles(shadow);
      this.#mount = document.createElement('div');
      this.#mount.className = 'wz-embed';
      shadow.append(this.#mount);
    }

    connectedCallback() {
      this.#root ??= createRoot(this.#mount);
      this.#unsubscribe ??= runtime.subscribe(() => this.#render());
      this.#render();
    }

    disconnectedCallback() {
      this.#unsubscribe?.();
      this.#unsubscribe = undefined;
      // A move (remove + insert in one task) reconnects before this runs; only a real removal unmounts.
      queueMicrotask(() => {
        if (!this.isConnected && this.#root) {
          this.#root.unmount();
          this.#root = undefined;
        }
      });
    }

    attributeChangedCallback() {
      if (this.isConnected && this.#root) this.#render();
    }

    #render() {
      this.#root?.render(
        <EmbedCard
          runtime={runtime}
          teacherId={parseTeacherId(this.getAttribute('teacher-id'))}
          size={this.getAttribute('size') === 'full' ? 'full' : 'compact'}
          portalUrl={this.getAttribute('data-portal-url') ?? runtime.config.portalUrl}
          version={runtime.version}
        />,
      );
    }
  };
}
