/**
 * glibc's malloc settings a gateway runs with (Linux). Read by glibc when a process starts, so
 * they are set where Tessera starts: `npm start` (package.json's start script gives each unless
 * set; cluster/workers.test.ts checks the two agree), the primary of TESSERA_WORKERS for its
 * workers, and the fault and cluster tools for the gateways they start.
 *
 * - MALLOC_ARENA_MAX=2: glibc keeps up to 8 pools a core for the threads that allocate (libvips
 *   runs image work on several), and memory freed in one is not given back while another holds on.
 * - MALLOC_MMAP_THRESHOLD_=1048576: blocks of 1 MB and more (image pixels) are mapped on their
 *   own and returned to the system when freed; by default glibc raises the threshold to 32 MB
 *   after the first large free, so the pixels of a burst of crops stayed in the pools.
 * `npm run bench:media-limits` runs its crop bursts with these and with glibc's defaults.
 */
export const mallocSettings: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '1048576',
};

/** The settings this process's environment does not give, for a process it starts. */
export function mallocSettingsMissing(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(Object.entries(mallocSettings).filter(([name]) => !env[name]));
}
