import { describe, expect, it } from '@jest/globals';
import type { EditorBlockType } from '@tessera/content-model';
import type { BlockImage, EditorBlock } from '../state/editor-store';
import { keptProps, replaceBlock } from './replace-block';

const image = (fileID: number): BlockImage => ({ hash: `h${fileID}`, fileName: `f${fileID}.jpg`, altText: '', fileID, cropParams: null });

const hero: EditorBlockType = {
  id: 'hero',
  label: 'Hero',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'subtitle', label: 'Subtitle', kind: 'text', multiline: true },
    { name: 'image', label: 'Background image', kind: 'image' },
    { name: 'cta', label: 'Button link', kind: 'link' },
    { name: 'theme', label: 'Theme', kind: 'select', options: [{ value: 'light', label: 'Light' }] },
  ],
  defaultProps: { theme: 'light' },
};

const imageText: EditorBlockType = {
  id: 'image-text',
  label: 'Image and text',
  fields: [
    { name: 'title', label: 'Heading', kind: 'text' },
    { name: 'subtitle', label: 'Text', kind: 'richText' },
    { name: 'image', label: 'Image', kind: 'image', required: true },
    { name: 'cta', label: 'Link', kind: 'link' },
    { name: 'imagePosition', label: 'Image position', kind: 'select', options: [{ value: 'left', label: 'Left' }] },
  ],
  defaultProps: { imagePosition: 'left' },
};

const gallery: EditorBlockType = {
  id: 'gallery',
  label: 'Gallery',
  fields: [
    {
      name: 'items',
      label: 'Images',
      kind: 'list',
      fields: [
        { name: 'image', label: 'Image', kind: 'image' },
        { name: 'caption', label: 'Caption', kind: 'text' },
      ],
    },
  ],
  defaultProps: { items: [] },
};

const slides: EditorBlockType = {
  id: 'slides',
  label: 'Slides',
  fields: [
    {
      name: 'items',
      label: 'Slides',
      kind: 'list',
      fields: [
        { name: 'image', label: 'Image', kind: 'image' },
        { name: 'caption', label: 'Caption', kind: 'richText' },
      ],
    },
  ],
  defaultProps: {},
};

const block = (type: string, props: Record<string, unknown>, images: Record<string, BlockImage> = {}): EditorBlock => ({ type, key: 'b1', props, anchorPoint: 'intro', __images: images, __files: {} });

describe('replacing a block by another type', () => {
  it('keeps the props whose field name and kind match, drops the rest, and starts from the new defaults', () => {
    const heroBlock = block('hero', { title: 'Welcome', subtitle: 'Plain text', cta: { type: 'internal', href: '/about' }, theme: 'light' }, { image: image(1) });
    const replaced = replaceBlock(heroBlock, hero, imageText);
    expect(replaced).toEqual({
      type: 'image-text',
      key: 'b1',
      anchorPoint: 'intro',
      props: { imagePosition: 'left', title: 'Welcome', cta: { type: 'internal', href: '/about' } },
      __images: { image: image(1) },
      __files: {},
    });
  });

  it('drops an image whose slot the new type does not have', () => {
    const replaced = replaceBlock(block('hero', { title: 'Hi' }, { image: image(1) }), hero, gallery);
    expect(replaced).toMatchObject({ type: 'gallery', props: { items: [] }, __images: {} });
  });

  it('keeps list items with what fits their new fields, and their images', () => {
    const galleryBlock = block('gallery', { items: [{ caption: 'One' }, { caption: 'Two' }] }, { 'items.0.image': image(1), 'items.1.image': image(2) });
    const replaced = replaceBlock(galleryBlock, gallery, slides);
    expect(replaced.props).toEqual({ items: [{}, {}] });
    expect(replaced.__images).toEqual({ 'items.0.image': image(1), 'items.1.image': image(2) });
  });

  it('does not share the new defaults between blocks', () => {
    const first = replaceBlock(block('hero', {}), hero, gallery);
    (first.props.items as unknown[]).push({ caption: 'x' });
    expect(gallery.defaultProps).toEqual({ items: [] });
  });

  it('keeps nothing of a block whose type is unknown', () => {
    expect(replaceBlock(block('retired', { title: 'x' }, { image: image(1) }), undefined, hero)).toMatchObject({ props: { theme: 'light' }, __images: {}, anchorPoint: 'intro' });
  });

  it('never keeps an image or file field in props', () => {
    expect(keptProps(hero.fields, imageText.fields, { image: 'stray', title: 'T' })).toEqual({ title: 'T' });
  });
});
