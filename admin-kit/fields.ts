// `@tessera/admin-kit/fields` (bundled by each remote that uses it, not shared: see src/fields/index.ts).
export * from './src/fields';
