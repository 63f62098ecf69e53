import type { UserConfig } from './schema.ts';

/** Typed identity for site.config.ts: editor help without loading the schema at run time. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
