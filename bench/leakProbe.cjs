// Preloaded into the server of the leak test (bench/leak.ts) with `node --expose-gc --require`:
// on the parent's 'heap' message, collect garbage fully and answer the heap figures.
process.on('message', (msg) => {
  if (msg !== 'heap' || typeof global.gc !== 'function') return;
  for (let i = 0; i < 3; i++) global.gc();
  const m = process.memoryUsage();
  process.send?.({ heapUsed: m.heapUsed, heapTotal: m.heapTotal, rss: m.rss, external: m.external });
});
