import { defineOperation } from '../../operations/define-operation';
import { publish } from '../publication';
import { storeOnTop, storeVersionInput } from '../store-on-top';

/** Stores and publishes the new version in one transaction. */
export const storeAndPublish = defineOperation({
  name: 'storeAndPublish',
  access: 'publish-page',
  input: storeVersionInput,
  async run(ctx, input) {
    const { page, version } = await storeOnTop(ctx, input, publish);
    return { pageID: page.id, pageVersionID: version.id, publishedVersionID: version.id };
  },
});
