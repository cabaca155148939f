import { Input, Paper, Typography } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import type { ControlProps } from './control-props';
import { FieldDescription } from './FieldDescription';
import { richTextContent } from './field-checks';
import type { RichTextField } from './field-types';
import { useNearScreen } from './use-near-screen';

/** The editor itself (TipTap and ProseMirror) is a chunk of its own, loaded with the first rich text shown. */
const RichTextEditorField = lazy(() => import('./RichTextEditorField'));


/**
 * A rich text field. Until it comes near the screen or gets focus it shows the stored HTML (the
 * server sanitized it on store), so a page with many blocks opens without one editor each; the
 * editor takes its place with the same content.
 */
export function RichTextControl({ field, path, value, onChange, error, onTouched, readOnly }: ControlProps<RichTextField>) {
  const html = typeof value === 'string' ? value : '';
  const [focused, setFocused] = useState(false);
  const visible = useNearScreen<HTMLDivElement>({ watch: !readOnly, rootMargin: '200px 0px' });
  const labelId = useId();
  const mounted = !readOnly && (focused || visible.near);

  const preview = (
    <Paper
      ref={visible.ref}
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
      onFocus={() => setFocused(true)}
      data-testid={`field-${path}`}
      data-preview
    >
      <Typography dangerouslySetInnerHTML={{ __html: html }} />
    </Paper>
  );

  return (
    <Input.Wrapper
      label={field.label}
      labelElement="div"
      labelProps={{ id: labelId }}
      withAsterisk={field.required}
      description={<FieldDescription help={field.help} length={field.maxLength !== undefined ? richTextContent(html).length : undefined} maxLength={field.maxLength} />}
      error={error}
    >
      {!mounted ? (
        preview
      ) : (
        <Suspense fallback={preview}>
          <RichTextEditorField html={html} labelId={labelId} testId={`field-${path}`} invalid={!!error} autoFocus={focused} onChange={(next) => onChange(field.name, next)} onBlur={onTouched} />
        </Suspense>
      )}
    </Input.Wrapper>
  );
}
