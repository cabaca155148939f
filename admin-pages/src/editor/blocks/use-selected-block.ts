import { useEffect, useRef, type RefObject } from 'react';
import { useSelectedSerial, type EditorStore } from '../state/editor-store';

/**
 * A card picked in the live preview: each time it is picked, it scrolls to the middle of the view
 * and takes the focus (so the keyboard carries on from there). `selected` stays until another
 * block is picked.
 */
export function useSelectedBlock(store: EditorStore, key: string): { ref: RefObject<HTMLElement | null>; selected: boolean } {
  const serial = useSelectedSerial(store, key);
  const ref = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (serial === 0) return;
    // After the overview tab (switched to by the same selection) is shown.
    const frame = requestAnimationFrame(() => {
      ref.current?.scrollIntoView({ block: 'center' });
      ref.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [serial]);
  return { ref, selected: serial > 0 };
}
