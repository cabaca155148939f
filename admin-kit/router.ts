// `@tessera/admin-kit/router` (a module of its own, shared on its own: see src/ui/router.ts).
export * from './src/ui/router';
