import type { TypedDocumentString } from './generated/graphql';

/** One entry of a GraphQL answer's `errors`: Tessera puts a catalogue code in `extensions.code`. */
export interface TesseraGraphQLError {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; property?: string | null; errors?: Array<{ code: string; property: string | null }> };
}

/** A request Tessera answered with errors (no data is used then): the codes are in `codes`. */
export class GraphQLRequestError extends Error {
  readonly codes: string[];

  constructor(
    readonly status: number,
    readonly errors: TesseraGraphQLError[],
  ) {
    super(errors.map((error) => `${error.extensions?.code ?? '?'}: ${error.message}`).join('; '));
    this.name = 'GraphQLRequestError';
    this.codes = errors.map((error) => error.extensions?.code ?? 'unknown');
  }
}

export interface ClientOptions {
  /**
   * Automatic persisted queries: send the query's SHA-256 alone as a GET (cacheable by a CDN in
   * front), and the whole query only when the gateway does not know the hash yet.
   */
  persisted?: boolean;
  /**
   * An API token (`tsr_…`, made in the admin under API tokens): sent as `Authorization: Bearer`,
   * it lets the client run what the token's permissions allow, mutations included, with no
   * cookie and no CSRF token. Never put it in the address: the gateway refuses that (AUTH_05).
   */
  token?: string;
}

interface Answer<Result> {
  data?: Result | null;
  errors?: TesseraGraphQLError[];
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const notRegistered = (answer: Answer<unknown>) => answer.errors?.some((error) => error.message === 'PersistedQueryNotFound') ?? false;

/**
 * A typed GraphQL client over plain fetch: `request(document, variables)` resolves to the
 * document's result type or rejects with a GraphQLRequestError. Queries need no session and no
 * CSRF token; this client sends no cookies, so without a token it reads what any visitor may read.
 */
export function createClient(endpoint: string, options: ClientOptions = {}) {
  async function send<Result>(init: { method: 'GET' | 'POST'; params?: Record<string, unknown>; body?: unknown }) {
    const url = new URL(endpoint);
    for (const [name, value] of Object.entries(init.params ?? {})) url.searchParams.set(name, JSON.stringify(value));
    // GET needs a header a browser form cannot send (Apollo's CSRF prevention); POST is JSON.
    const headers: Record<string, string> = init.method === 'GET' ? { 'apollo-require-preflight': 'true' } : { 'content-type': 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(url, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, answer: (await response.json()) as Answer<Result> };
  }

  return async function request<Result, Variables>(document: TypedDocumentString<Result, Variables>, variables: Variables): Promise<Result> {
    const query = document.toString();
    let reply: { status: number; answer: Answer<Result> };
    if (options.persisted) {
      const extensions = { persistedQuery: { version: 1, sha256Hash: await sha256(query) } };
      reply = await send<Result>({ method: 'GET', params: { variables, extensions } });
      if (notRegistered(reply.answer)) reply = await send<Result>({ method: 'POST', body: { query, variables, extensions } });
    } else {
      reply = await send<Result>({ method: 'POST', body: { query, variables } });
    }
    const { status, answer } = reply;
    if (answer.errors?.length || !answer.data) throw new GraphQLRequestError(status, answer.errors ?? []);
    return answer.data;
  };
}

export type Request = ReturnType<typeof createClient>;
