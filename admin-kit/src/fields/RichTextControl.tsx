import { Paper } from '@tessera/admin-kit/mantine';
import { Input, Typography } from '@tessera/admin-kit/mantine-more';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { FieldDescription } from './FieldDescription';
import { textOf } from '@tessera/content-model';
import type { RichTextControlProps } from './field-spec';
import type { RichTextEditorFieldProps } from './RichTextEditorField';

type EditorComponent = ComponentType<RichTextEditorFieldProps>;

/** The editor (TipTap and ProseMirror) is a chunk of its own; once fetched it is kept here. */
let loadedEditor: EditorComponent | null = null;
let loadingEditor: Promise<EditorComponent> | null = null;

/**
 * Fetches the editor's chunk once (pointing at or focusing any rich text starts it, so the switch
 * on click is quick). A failed fetch is forgotten, so the next focus tries again.
 */
export function loadRichTextEditor(): Promise<EditorComponent> {
  loadingEditor ??= import('./RichTextEditorField').then(
    (module) => (loadedEditor = module.default),
    (error: unknown) => {
      loadingEditor = null;
      throw error;
    },
  );
  return loadingEditor;
}

/** The editor component once `wanted`: at once when its chunk is already here, else when it arrives. */
function useRichTextEditor(wanted: boolean): EditorComponent | null {
  const [editor, setEditor] = useState<EditorComponent | null>(() => loadedEditor);
  useEffect(() => {
    if (!wanted || editor) return;
    let live = true;
    loadRichTextEditor().then(
      (component) => live && setEditor(() => component),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, editor]);
  return wanted ? (editor ?? loadedEditor) : null;
}

const editablePreviewStyle = { pointerEvents: 'none' } as const;

/** A key that types a character (not a shortcut, not a control key). */
function typesCharacter(event: globalThis.KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * A rich text field. It shows the stored HTML (the server sanitized it on store) until it gets
 * focus, by click or keyboard, so a page with many blocks opens without one editor each; the
 * editor then takes its place with the same content and the focus. What is typed while its
 * chunk arrives is kept and handed to it.
 */
export function RichTextControl({ field, path, value, onChange, error, onTouched, readOnly }: RichTextControlProps) {
  const html = value ?? '';
  const [focused, setFocused] = useState(false);
  const typedEarly = useRef('');
  const stopKeeping = useRef<(() => void) | null>(null);
  // Whether the preview still has the focus when the editor arrives (the user may have moved on).
  const focusHeld = useRef(false);
  const labelId = useId();
  const Editor = useRichTextEditor(!readOnly && focused);
  useEffect(() => () => stopKeeping.current?.(), []);

  // From the preview's focus until the editor takes over (its chunk arriving, then its own
  // focus a tick after it is built), characters typed into the preview or into nothing are kept.
  const startKeeping = (preview: HTMLElement) => {
    if (stopKeeping.current) return;
    const keep = (event: globalThis.KeyboardEvent) => {
      const active = document.activeElement;
      if ((active !== null && active !== document.body && !preview.contains(active)) || !typesCharacter(event)) return;
      event.preventDefault();
      typedEarly.current += event.key;
    };
    document.addEventListener('keydown', keep, true);
    stopKeeping.current = () => {
      document.removeEventListener('keydown', keep, true);
      stopKeeping.current = null;
    };
  };
  const takeTypedEarly = () => {
    stopKeeping.current?.();
    const text = typedEarly.current;
    typedEarly.current = '';
    return text;
  };

  return (
    <Input.Wrapper
      label={field.label}
      labelElement="div"
      labelProps={{ id: labelId }}
      withAsterisk={field.required}
      description={<FieldDescription help={field.help} length={field.maxLength !== undefined ? textOf(html).length : undefined} maxLength={field.maxLength} />}
      error={error}
    >
      {Editor ? (
        <Editor
          html={html}
          labelId={labelId}
          testId={`field-${path}`}
          invalid={!!error}
          takeFocus={focusHeld.current}
          typedEarly={takeTypedEarly}
          onChange={(next) => onChange(field.name, next)}
          onBlur={onTouched}
        />
      ) : (
        <Paper
          withBorder
          px="sm"
          py={6}
          mih={80}
          role="textbox"
          aria-multiline
          aria-readonly={readOnly || undefined}
          aria-labelledby={labelId}
          aria-invalid={!!error || undefined}
          tabIndex={readOnly ? -1 : 0}
          onPointerEnter={readOnly ? undefined : () => void loadRichTextEditor().catch(() => undefined)}
          onFocus={
            readOnly
              ? undefined
              : (event) => {
                  focusHeld.current = true;
                  startKeeping(event.currentTarget);
                  setFocused(true);
                }
          }
          onBlur={() => (focusHeld.current = false)}
          data-testid={`field-${path}`}
          data-preview
        >
          {/* A click on a link of the text focuses the field rather than following the link. */}
          <Typography dangerouslySetInnerHTML={{ __html: html }} style={readOnly ? undefined : editablePreviewStyle} />
        </Paper>
      )}
    </Input.Wrapper>
  );
}
