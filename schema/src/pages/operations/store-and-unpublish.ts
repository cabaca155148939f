import { defineOperation } from '../../operations/define-operation';
import { unpublish } from '../publication';
import { storeOnTop, storeVersionInput } from '../store-on-top';

/** Stores a new version and takes the page off the site, in one transaction. */
export const storeAndUnpublish = defineOperation({
  name: 'storeAndUnpublish',
  access: 'publish-page',
  input: storeVersionInput,
  async run(ctx, input) {
    const { page, version } = await storeOnTop(ctx, input, (tx, stored) => unpublish(tx, stored));
    return { pageID: page.id, pageVersionID: version.id, publishedVersionID: null, publishedID: null };
  },
});
