/** Storage key of the reader's preferred docs version, per docs plugin. */
export const preferredVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;
