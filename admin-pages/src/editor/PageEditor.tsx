import { useParams } from '@tessera/admin-kit/router';
import '../i18n';
import { EditorLoader } from './EditorLoader';
import { EditorNotFound } from './EditorStates';

/**
 * The page editor at /page/:pageId (SPEC §2 "Page editor with tabs Overview, Page Settings, SEO
 * Settings and Translations"). Keyed by the page, so opening a translation starts afresh: its
 * own store, its own unsaved-changes guard.
 */
export default function PageEditor() {
  const { pageId } = useParams();
  const id = Number(pageId);
  if (!Number.isInteger(id) || id <= 0) return <EditorNotFound />;
  return <EditorLoader key={id} pageId={id} />;
}
