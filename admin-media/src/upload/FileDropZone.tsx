import { Center, Text } from '@tessera/admin-kit/mantine';
import { Box } from '@tessera/admin-kit/mantine-more';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';

/** Only a drag that carries files: moving a library item (pointer events, not HTML drag) never opens it. */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * An area that takes files dropped onto it from the desktop (SPEC §4: upload by drag-and-drop
 * onto the page), showing `label` over itself while files are held above it.
 */
export function FileDropZone({ label, onFiles, disabled, children }: { label: string; onFiles(files: File[]): void; disabled?: boolean; children: ReactNode }) {
  const [active, setActive] = useState(false);
  // dragenter/dragleave fire for every child crossed; the area is left when the count is back to 0.
  const depth = useRef(0);

  const enter = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setActive(true);
  };
  const over = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const leave = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setActive(false);
  };
  const drop = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    depth.current = 0;
    setActive(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <Box pos="relative" onDragEnter={enter} onDragOver={over} onDragLeave={leave} onDrop={drop} data-testid="media-drop-zone" data-active={active || undefined}>
      {children}
      {active && (
        <Center
          pos="absolute"
          inset={0}
          bg="rgba(34, 139, 230, 0.08)"
          style={{ border: '2px dashed var(--mantine-color-blue-6)', borderRadius: 'var(--mantine-radius-md)', pointerEvents: 'none', zIndex: 10 }}
        >
          <Text fw={600} c="blue.8" bg="white" px="md" py="xs" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
            {label}
          </Text>
        </Center>
      )}
    </Box>
  );
}
