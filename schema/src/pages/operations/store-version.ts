import { defineOperation } from '../../operations/define-operation';
import { storeOnTop, storeVersionInput } from '../store-on-top';

export const storeVersion = defineOperation({
  name: 'storeVersion',
  access: 'signed-in',
  tokens: ['create-page'],
  input: storeVersionInput,
  async run(ctx, input) {
    const { page, version } = await storeOnTop(ctx, input);
    return { pageID: page.id, pageVersionID: version.id };
  },
});
