/**
 * What resolving one of these GraphQL fields may cost, in the unit of the gateway's query cost
 * (query-shape.ts's operationCost: one resolved field, which is of the order of a microsecond of
 * CPU), so that the cost limit (TESSERA_GRAPHQL_MAX_COST, 500,000 by default) bounds the work of
 * one request and not only its shape: fifty aliases of a comparison are refused before anything
 * runs. Set on a field with type-graphql's `@Extensions({ cost })`; the figures are the worst
 * cases `npm run bench:query-limits` measures.
 */
export const fieldCosts = {
  /** Two whole pages compared word by word: some 230 ms at the limits (200 blocks of 20,000 characters). Two fit in a request. */
  versionComparison: 200_000,
  /** A whole page's content parsed, checked and sanitized (a store): some 250 ms for a draft of 1 MB. Two fit in a request. */
  pageContent: 200_000,
  /** The content checks of a stored version: some 20 ms at the limits. */
  contentChecks: 20_000,
  /** One block's content checked and sanitized (a reusable block). */
  blockContent: 20_000,
} as const;
