import { defineOperation } from '../../operations/define-operation';
import { emitPublished } from '../publication';
import { publishWithin } from './publish-page';
import { storeOnTop, storeVersionInput } from './store-version';

/** Stores and publishes the new version in one transaction. */
export const storeAndPublish = defineOperation({
  name: 'storeAndPublish',
  access: 'publish-page',
  input: storeVersionInput,
  async run(ctx, input) {
    const { page, version } = await storeOnTop(ctx, input, (scoped, page, version) => publishWithin(scoped, page, version));
    await emitPublished(ctx, page);
    return { pageID: page.id, pageVersionID: version.id, publishedVersionID: version.id };
  },
});
