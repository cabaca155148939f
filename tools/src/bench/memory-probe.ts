/**
 * Preloaded (`node --require`) into a gateway that `measureIdleMemory` (site-extras.ts) starts:
 * answers a `memory` message on the IPC channel with what only the process itself can see (V8's
 * heap by space, the external and array-buffer memory, the size of each WebAssembly memory, i.e.
 * the embedded PostgreSQL's heap). The resident figures are read from /proc by the parent.
 */
import v8 from 'node:v8';

/** The WebAssembly memories made in this process (PGlite's), held weakly. */
const wasmMemories: Array<WeakRef<WebAssembly.Memory>> = [];
const OriginalMemory = WebAssembly.Memory;
// A subclass keeps `instanceof` and the prototype: the embedded database sees no difference.
WebAssembly.Memory = class extends OriginalMemory {
  constructor(descriptor: WebAssembly.MemoryDescriptor) {
    super(descriptor);
    wasmMemories.push(new WeakRef(this));
  }
} as typeof WebAssembly.Memory;

export interface ProbeAnswer {
  usage: NodeJS.MemoryUsage;
  spaces: Array<{ name: string; size: number; used: number }>;
  wasmMemoryBytes: number[];
}

function answer(): ProbeAnswer {
  return {
    usage: process.memoryUsage(),
    spaces: v8.getHeapSpaceStatistics().map((space) => ({ name: space.space_name, size: space.space_size, used: space.space_used_size })),
    wasmMemoryBytes: wasmMemories.map((memory) => memory.deref()?.buffer.byteLength ?? 0).filter((bytes) => bytes > 0),
  };
}

if (process.send) {
  process.on('message', (message) => {
    if (message === 'memory') process.send!(answer());
  });
}
