// The chosen tab of each Tabs groupId: kept in localStorage under
// `docusaurus.tab.<groupId>`, shared by every Tabs of the group on the page (a
// module-level emitter) and by other browser tabs (the storage event).
// Shaped for useSyncExternalStore; nothing touches `window` at module load.
import { readStorage, subscribeStorage, writeStorage } from '@sitegen/runtime/storage.ts';

export const tabStorageKeyPrefix = 'docusaurus.tab.';

export function tabStorageKey(groupId: string): string {
  return tabStorageKeyPrefix + groupId;
}

type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();

export function readTabChoice(groupId: string): string | null {
  return readStorage(tabStorageKey(groupId));
}

export function writeTabChoice(groupId: string, value: string): void {
  writeStorage(tabStorageKey(groupId), value);
  for (const listener of listeners.get(groupId) ?? []) listener();
}

export function subscribeTabChoice(groupId: string, listener: Listener): () => void {
  let group = listeners.get(groupId);
  if (!group) listeners.set(groupId, (group = new Set()));
  group.add(listener);
  const stopStorage = subscribeStorage(tabStorageKey(groupId), listener);
  return () => {
    group.delete(listener);
    stopStorage();
  };
}
