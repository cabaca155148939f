import { Alert, Button, Group, Paper, Stack, Text } from '@tessera/admin-kit/mantine';
import { SegmentedControl } from '@tessera/admin-kit/mantine-more';
import { errorMessage } from '@tessera/admin-kit';
import { previewDebounceMs, previewWidths, type PreviewWidth } from '@tessera/content-model';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorStore } from '../state/editor-store';
import { fetchDraftPreview, type PreviewAnswer } from './draft-preview';
import { watchPreviewFrame } from './preview-frame';
import { PreviewScheduler } from './preview-scheduler';

/**
 * The live preview beside the editor: the unsaved draft as the public site renders it (POST
 * page/{id}/preview), asked anew `previewDebounceMs` after the last change, one request at a
 * time. The page is shown through `srcdoc` in a frame sandboxed without scripts (the editor
 * itself listens to its clicks: a click on a block selects it), at the desktop, tablet or phone
 * width.
 */
export function PreviewPanel({ pageId, store, onSelect }: { pageId: number; store: EditorStore; onSelect: (key: string) => void }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<PreviewAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const scheduler = useRef<PreviewScheduler<PreviewAnswer> | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const scrollTop = useRef(0);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    const send = async (signal: AbortSignal) => {
      setBusy(true);
      try {
        return await fetchDraftPreview(pageId, store.storeInput(), signal);
      } finally {
        setBusy(false);
      }
    };
    const next = new PreviewScheduler(send, setAnswer, previewDebounceMs);
    scheduler.current = next;
    const unsubscribe = store.subscribe('content', () => next.changed());
    next.now();
    return () => {
      unsubscribe();
      next.dispose();
    };
  }, [pageId, store]);

  const html = answer && 'html' in answer ? answer.html : null;
  const errors = answer && 'errors' in answer ? answer.errors : [];
  const shownWidth = previewWidths[width];
  const onLoad = () => {
    if (frame.current) watchPreviewFrame(frame.current, { scrollTop, onSelect: (key) => select.current(key) });
  };

  return (
    <Paper withBorder radius="md" p="xs" data-testid="editor-preview-panel" style={{ position: 'sticky', top: 72 }}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {t('pages.livePreview.title')}
          </Text>
          <Button size="compact-sm" variant="default" onClick={() => scheduler.current?.now()} data-testid="editor-preview-reload">
            {t('pages.editor.preview.reload')}
          </Button>
        </Group>
        <SegmentedControl
          size="xs"
          aria-label={t('pages.livePreview.width')}
          value={width}
          onChange={(value) => setWidth(value as PreviewWidth)}
          data={[
            { value: 'desktop', label: t('pages.livePreview.desktop') },
            { value: 'tablet', label: t('pages.livePreview.tablet') },
            { value: 'phone', label: t('pages.livePreview.phone') },
          ]}
          data-testid="editor-preview-width"
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t('pages.livePreview.hint')}
          </Text>
          <Text size="xs" c="dimmed" data-testid="editor-preview-state" data-busy={busy || undefined}>
            {busy ? t('pages.livePreview.updating') : ''}
          </Text>
        </Group>
        {errors.length > 0 && (
          <Alert color="red" variant="light" p="xs" role="alert" data-testid="editor-preview-errors">
            <Text size="sm">{t('pages.livePreview.failed')}</Text>
            {errors.slice(0, 5).map((error, index) => (
              <Text size="sm" key={index}>
                {errorMessage(t, error)}
              </Text>
            ))}
          </Alert>
        )}
        <div style={{ overflowX: 'auto' }}>
          {html !== null && (
            <iframe
              ref={frame}
              srcDoc={html}
              sandbox="allow-same-origin"
              onLoad={onLoad}
              title={t('pages.editor.preview.frameTitle')}
              style={{ width: shownWidth === null ? '100%' : `${shownWidth}px`, height: '75vh', border: 0, display: 'block', margin: '0 auto' }}
              data-width={width}
              data-testid="editor-preview-frame"
            />
          )}
        </div>
      </Stack>
    </Paper>
  );
}
