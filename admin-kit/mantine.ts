// `@tessera/admin-kit/mantine` (a module of its own, shared on its own: see src/ui/mantine.ts).
export * from './src/ui/mantine';
