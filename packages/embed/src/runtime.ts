import { DEFAULT_CONFIG, mergeConfig, type EmbedConfig } from './config';
import {
  createEmbedClient,
  createTeacherCache,
  teacherFetcher,
  type EmbedTeacher,
} from './teachers';

type Listener = () => void;

/**
 * What every card on the page shares: the configuration, one client and one promise per teacher id.
 * `configure` replaces the client and the cache and asks every card to load again.
 */
export function createRuntime(initial: EmbedConfig = DEFAULT_CONFIG, fetchImpl?: typeof fetch) {
  let config = { ...initial };
  let teachers: ReturnType<typeof createTeacherCache> | undefined;
  let version = 0;
  const listeners = new Set<Listener>();

  return {
    get config(): Readonly<EmbedConfig> {
      return config;
    },
    /** Bumped by every configure(); cards reload when it changes. */
    get version() {
      return version;
    },
    configure(patch: Partial<EmbedConfig>) {
      config = mergeConfig(config, patch);
      teachers = undefined;
      version++;
      for (const listener of listeners) listener();
    },
    loadTeacher(id: number): Promise<EmbedTeacher> {
      // The client is made on first use, so a configure() right after the script tag wins.
      teachers ??= createTeacherCache(teacherFetcher(createEmbedClient(config, fetchImpl)));
      return teachers.load(id);
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type EmbedRuntime = ReturnType<typeof createRuntime>;
