import type { z, ZodTypeAny } from 'zod';
import type { Ctx } from '../context';
import { authorize, type Access, type TokenAccess } from '../auth/authorize';
import { parseInput } from '../validation/parse-input';

/**
 * One use case. Every caller (GraphQL resolver, REST route, CLI, seed) goes through the same
 * pipeline: authorize → validate → run. An operation cannot be defined without declaring its
 * access, and `allOperations` lets a test see every one of them.
 */
export interface Operation<In, Out> {
  (ctx: Ctx, input: In): Promise<Out>;
  readonly operationName: string;
  readonly access: Access;
  /** What an API token needs besides `access` (authorize.ts); undefined: the default. */
  readonly tokens?: TokenAccess;
}

export const allOperations: Operation<never, unknown>[] = [];

export function defineOperation<S extends ZodTypeAny, Out>(definition: {
  name: string;
  access: Access;
  tokens?: TokenAccess;
  input: S;
  run: (ctx: Ctx, input: z.output<S>) => Promise<Out>;
}): Operation<unknown, Out> {
  const operation = async (ctx: Ctx, raw: unknown): Promise<Out> => {
    authorize(ctx, definition.access, definition.tokens);
    const input = parseInput(definition.input, raw);
    return definition.run(ctx, input);
  };
  Object.defineProperties(operation, {
    operationName: { value: definition.name },
    access: { value: definition.access },
    tokens: { value: definition.tokens },
    name: { value: definition.name },
  });
  const typed = operation as Operation<unknown, Out>;
  allOperations.push(typed as Operation<never, unknown>);
  return typed;
}
