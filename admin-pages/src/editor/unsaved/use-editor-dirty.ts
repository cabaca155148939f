import { useCallback, useSyncExternalStore } from 'react';
import type { PageSettingsDraft } from '../settings/settings-draft';
import type { EditorStore } from '../state/editor-store';

/** The editor as a whole has unsaved changes: the version, or the slug and tags (re-renders when that flips only). */
export function useEditorDirty(store: EditorStore, draft: PageSettingsDraft): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const offStore = store.subscribe('dirty', listener);
      const offDraft = draft.subscribe(listener);
      return () => {
        offStore();
        offDraft();
      };
    },
    [store, draft],
  );
  const read = () => store.isDirty() || draft.isDirty();
  return useSyncExternalStore(subscribe, read, read);
}
