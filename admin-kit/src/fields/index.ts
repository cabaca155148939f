import { registerMessages } from '@tessera/admin-kit';
import { altTextPromptMessages } from './alt-text-prompt-messages';
import { fieldControlMessages } from './field-control-messages';

/*
 * Form controls more than one remote uses (the page editor's fields, the site-content forms):
 * rich text (TipTap, a chunk of its own fetched on first focus) and image or file slots through
 * admin-media's picker. Not a shared singleton: each remote bundles the controls it uses, and
 * they reach the shared admin-kit (i18n, the remote loader) by its package name.
 */
registerMessages(fieldControlMessages);
registerMessages(altTextPromptMessages);

export { FieldDescription } from './FieldDescription';
export { MediaPickerHost, type MediaPickerProps } from './MediaPickerHost';
export { MediaSlotField } from './MediaSlotField';
export { imagePreviewUrl, type ThumbnailWidth } from './media-preview';
export type { BlockFile, BlockImage } from '@tessera/content-model';
export { RichTextControl, loadRichTextEditor } from './RichTextControl';
export type { FieldSpec, MediaSlotSpec, RichTextControlProps } from './field-spec';
