// `@tessera/admin-kit/standalone`: a remote's own development page (bootstrap.tsx). Not shared
// through federation and not in the index, so the shell never loads it.
export * from './src/federation/standalone';
