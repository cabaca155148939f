import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { listPagesUsingFile, pageSortColumns } from '../../pages/file-usage';
import { entityId, optionalString, pageIndex, pageSize, sortColumn, sortOrder } from '../../validation/parse-input';
import { requireFile } from '../media-library';

/** The pages whose latest or published version uses the file, as a generic list. */
export const listPagesByFile = defineOperation({
  name: 'listPagesByFile',
  access: 'manage-media',
  input: z
    .object({
      fileID: entityId(),
      pageIndex: pageIndex(),
      pageSize: pageSize(),
      searchTerm: optionalString(255),
      columnToSort: sortColumn(pageSortColumns, 'updatedAt'),
      sortOrder: sortOrder(),
    })
    .strict(),
  async run(ctx, input) {
    await requireFile(ctx.em, input.fileID, { property: 'fileID' });
    return listPagesUsingFile(ctx, input.fileID, { ...input, type: null, locale: null, filter: null });
  },
});
