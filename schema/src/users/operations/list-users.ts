import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { optionalString, pageIndex, pageSize, sortColumn, sortOrder } from '../../validation/parse-input';
import { UserRepository, userSortColumns } from '../user.repository';
import { presentUser } from '../user.view';

export const listUsers = defineOperation({
  name: 'listUsers',
  access: 'manage-users',
  input: z.object({
    pageIndex: pageIndex(),
    pageSize: pageSize(),
    searchTerm: optionalString(255),
    columnToSort: sortColumn(userSortColumns, 'name'),
    sortOrder: sortOrder(),
  }),
  async run(ctx, query) {
    const { items, totalItems } = await new UserRepository(ctx.em).list(query);
    return { items: items.map(presentUser), totalItems };
  },
});
