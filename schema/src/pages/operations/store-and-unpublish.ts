import { defineOperation } from '../../operations/define-operation';
import { emitUnpublished } from '../publication';
import { unpublishWithin } from './unpublish-page';
import { storeOnTop, storeVersionInput } from './store-version';

/** Stores a new version and takes the page off the site, in one transaction. */
export const storeAndUnpublish = defineOperation({
  name: 'storeAndUnpublish',
  access: 'publish-page',
  input: storeVersionInput,
  async run(ctx, input) {
    let wasPublished = false;
    const { page, version } = await storeOnTop(ctx, input, async (scoped, page) => {
      wasPublished = unpublishWithin(scoped, page);
    });
    if (wasPublished) await emitUnpublished(ctx, page);
    return { pageID: page.id, pageVersionID: version.id, publishedVersionID: null, publishedID: null };
  },
});
