// `@tessera/admin-kit/mantine-more` (a module of its own, shared on its own: see src/ui/mantine-more.ts).
export * from './src/ui/mantine-more';
