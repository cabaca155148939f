/**
 * Shared modules the shell provides although none of its own screens imports them. Webpack
 * provides only the shared modules a build reaches, so without this reference the first remote
 * to need one would provide its own copy, with its own copy of all that module imports (Mantine's
 * core), instead of the shell's, which reuses what the shell has loaded. Nothing here is fetched
 * until a remote's screen asks for it.
 */
export const providedToRemotes = [() => import('@tessera/admin-kit/mantine-more')];
