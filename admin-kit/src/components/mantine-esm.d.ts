/** Mantine's per-component ES modules (see mantine-lean.ts); typed there from '@mantine/core'. */
declare module '@mantine-esm/*';
