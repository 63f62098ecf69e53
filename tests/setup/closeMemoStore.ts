import { afterAll } from 'vitest';
import { closeMemoStore } from '@sitegen/ssg-core/cache/memo.ts';

// Run for every test file of a project whose files share modules (vitest.isolation.ts): a build
// opens its site's memo store and keeps it for the process, and the next file must start without.
afterAll(closeMemoStore);
