import { appendFileSync } from 'node:fs';

/**
 * Preloaded into the gateway by `SOAK_MEMORY_DETAIL=1 npm run soak` (node --require): writes the
 * process's memory split (JavaScript heap, external memory, array buffers: the embedded
 * database's WebAssembly memory is one of them) every few seconds, one JSON line each, to
 * SOAK_MEMORY_FILE, so growth can be put down to a part. Not loaded otherwise.
 */
const file = process.env.SOAK_MEMORY_FILE;
if (file) {
  setInterval(() => {
    const usage = process.memoryUsage();
    appendFileSync(file, `${JSON.stringify({ at: Date.now(), ...usage })}\n`);
  }, 5000).unref();
}
