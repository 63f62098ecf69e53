import { expect, test } from 'vitest';
import { dataModuleSource } from './bundleClient.ts';

test('a data chunk gives back the value, quotes, backslashes and line separators included', async () => {
  const value = { text: `it's "quoted" \\ back\nslash \u2028 </script>`, list: [1, null, 'é', { deep: true }] };
  const source = dataModuleSource(value);
  // Double quotes stay as they are: the chunk is no bigger than the JSON plus its escapes.
  expect(source).toContain('{"text":"it\\\'s \\\\"quoted\\\\"');
  const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as { default: unknown };
  expect(module.default).toEqual(value);
});
