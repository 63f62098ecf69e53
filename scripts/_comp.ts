import { measureEntryComposition } from './bench/measureEntryComposition.ts';
(async () => {
  const c = await measureEntryComposition();
  for (const f of c.files) console.log(f.file, f.bytes, f.gzip);
})();
