import '@mantine/tiptap/styles.css';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { richTextExtensions, storedRichText } from './rich-text-extensions';

/** What the rich text field hands its editor (RichTextControl). */
export interface RichTextEditorFieldProps {
  html: string;
  /** The id of the field's label, which names the editable area. */
  labelId: string;
  testId: string;
  invalid: boolean;
  /** Take the focus (at the end of the text) when created: the field was clicked or tabbed to. */
  takeFocus: boolean;
  /** Takes what was typed into the preview while the editor loaded (and stops keeping it): typed in once it has the focus. */
  typedEarly?(): string;
  onChange(html: string): void;
  onBlur(): void;
}

/** The toolbar's texts in the interface language (Mantine's own are English). */
function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      boldControlLabel: t('fieldControls.richText.bold'),
      italicControlLabel: t('fieldControls.richText.italic'),
      underlineControlLabel: t('fieldControls.richText.underline'),
      strikeControlLabel: t('fieldControls.richText.strike'),
      codeControlLabel: t('fieldControls.richText.code'),
      clearFormattingControlLabel: t('fieldControls.richText.clearFormatting'),
      h2ControlLabel: t('fieldControls.richText.h2'),
      h3ControlLabel: t('fieldControls.richText.h3'),
      h4ControlLabel: t('fieldControls.richText.h4'),
      blockquoteControlLabel: t('fieldControls.richText.blockquote'),
      codeBlockControlLabel: t('fieldControls.richText.codeBlock'),
      hrControlLabel: t('fieldControls.richText.hr'),
      bulletListControlLabel: t('fieldControls.richText.bulletList'),
      orderedListControlLabel: t('fieldControls.richText.orderedList'),
      linkControlLabel: t('fieldControls.richText.link'),
      unlinkControlLabel: t('fieldControls.richText.unlink'),
      undoControlLabel: t('fieldControls.richText.undo'),
      redoControlLabel: t('fieldControls.richText.redo'),
      linkEditorInputLabel: t('fieldControls.richText.linkUrl'),
      linkEditorInputPlaceholder: t('fieldControls.richText.linkPlaceholder'),
      linkEditorExternalLink: t('fieldControls.richText.linkNewTab'),
      linkEditorInternalLink: t('fieldControls.richText.linkSameTab'),
      linkEditorSave: t('common.save'),
    }),
    [t],
  );
}

/**
 * Mantine's rich text editor over TipTap, writing only what the server keeps (see
 * rich-text-extensions). A keystroke hands the block the stored form of the HTML; content that
 * changes from outside (a replaced block, a reload) is loaded without counting as an edit.
 */
export default function RichTextEditorField({ html, labelId, testId, invalid, takeFocus, typedEarly, onChange, onBlur }: RichTextEditorFieldProps) {
  const labels = useEditorLabels();
  const emitted = useRef(html);
  const handlers = useRef({ onChange, onBlur, typedEarly });
  handlers.current = { onChange, onBlur, typedEarly };

  const editor = useEditor({
    extensions: richTextExtensions,
    content: html,
    autofocus: takeFocus ? 'end' : false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, 'data-testid': testId } },
    onUpdate: ({ editor: updated }) => {
      emitted.current = storedRichText(updated.getHTML(), updated.isEmpty);
      handlers.current.onChange(emitted.current);
    },
    onBlur: () => handlers.current.onBlur(),
    // The characters typed before the editor was there (or had the focus, which TipTap gives it a
    // frame after creating it) go in once it has the focus; without autofocus they are dropped.
    onCreate: () => {
      if (!takeFocus) handlers.current.typedEarly?.();
    },
    onFocus: ({ editor: focused }) => {
      const early = handlers.current.typedEarly?.() ?? '';
      if (early) focused.commands.insertContent({ type: 'text', text: early });
    },
  });

  useEffect(() => {
    if (!editor || html === emitted.current) return;
    emitted.current = html;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  useEffect(() => {
    // TipTap destroys an instance whose component was not mounted within a tick of its creation
    // and makes a new one; the destroyed one has no view any more.
    if (!editor || editor.isDestroyed) return;
    if (invalid) editor.view.dom.setAttribute('aria-invalid', 'true');
    else editor.view.dom.removeAttribute('aria-invalid');
  }, [editor, invalid]);

  return (
    <RichTextEditor editor={editor} labels={labels} data-testid={`${testId}-editor`}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.Code />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Blockquote />
          <RichTextEditor.CodeBlock />
          <RichTextEditor.Hr />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
