import { ThemeIcon } from '@tessera/admin-kit/mantine-more';

/** Outline icons (24×24 paths) for what a thumbnail cannot show; decorative, the name says it. */
const paths: Record<string, string> = {
  folder: 'M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  document: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h6',
  video: 'M4 6h11a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM17 10l5-3v10l-5-3',
  image: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM3 16l5-5 4 4 3-3 6 6',
};

const colors: Record<string, string> = { folder: 'yellow', document: 'gray', video: 'grape', image: 'blue', gif: 'blue' };

export function KindIcon({ kind, size = 40 }: { kind: string; size?: number }) {
  const path = paths[kind] ?? paths[kind === 'gif' ? 'image' : 'document'];
  return (
    <ThemeIcon variant="light" color={colors[kind] ?? 'gray'} size={size} radius="md" aria-hidden="true">
      <svg width={size * 0.6} height={size * 0.6} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round">
        <path d={path} />
      </svg>
    </ThemeIcon>
  );
}
