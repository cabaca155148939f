import { describe, expect, it } from '@jest/globals';
import { failureEntries, isDeletable, isEditable, publishBlockedReason, refusalGroups, statusColorOf } from './release-view';

describe('release view rules', () => {
  it('publishes only an open, scheduled or failed release the viewer may publish, with items', () => {
    expect(publishBlockedReason({ status: 'open', canPublish: true, itemCount: 2 })).toBeNull();
    expect(publishBlockedReason({ status: 'failed', canPublish: true, itemCount: 1 })).toBeNull();
    expect(publishBlockedReason({ status: 'published', canPublish: true, itemCount: 2 })).toBe('pages.releases.notPublishable');
    expect(publishBlockedReason({ status: 'scheduled', canPublish: false, itemCount: 2 })).toBe('pages.releases.cannotPublish');
    expect(publishBlockedReason({ status: 'open', canPublish: true, itemCount: 0 })).toBe('pages.releases.empty');
  });

  it('edits and deletes only what has not gone live', () => {
    expect(['open', 'scheduled', 'publishing', 'published', 'failed', 'rolled-back'].map((status) => [isEditable(status), isDeletable(status)])).toEqual([
      [true, true],
      [true, true],
      [false, false],
      [false, false],
      [true, true],
      [false, false],
    ]);
  });

  it('reads the coded reason of a failed run, properties with commas kept whole', () => {
    expect(failureEntries('V_07 (items.12), V_01 (items.12.blocks.0.props.title), G_01')).toEqual([
      { code: 'V_07', property: 'items.12' },
      { code: 'V_01', property: 'items.12.blocks.0.props.title' },
      { code: 'G_01', property: null },
    ]);
    expect(failureEntries(null)).toEqual([]);
    expect(failureEntries('')).toEqual([]);
  });

  it('colours an unknown status grey', () => {
    expect(statusColorOf('published')).toBe('teal.9');
    expect(statusColorOf('archived')).toBe('gray.7');
  });
});

describe('refusalGroups', () => {
  it("groups a refusal's errors by the item they name, the item's V_07 as its heading", () => {
    expect(
      refusalGroups([
        { code: 'V_07', property: 'items.4' },
        { code: 'V_01', property: 'items.4.blocks.0.props.title' },
        { code: 'V_07', property: 'items.9' },
        { code: 'UM_01', property: 'review' },
        { code: 'V_01', property: 'items.4.blocks.1.props.primary' },
      ]),
    ).toEqual([
      {
        itemId: 4,
        errors: [
          { code: 'V_01', property: 'blocks.0.props.title' },
          { code: 'V_01', property: 'blocks.1.props.primary' },
        ],
      },
      { itemId: 9, errors: [] },
      { itemId: null, errors: [{ code: 'UM_01', property: 'review' }] },
    ]);
  });
});
