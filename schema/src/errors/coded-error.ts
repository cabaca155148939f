import { catalogue, describeError, type ErrorCode } from './catalogue';

export interface ErrorEntry {
  code: ErrorCode;
  property?: string;
}

/**
 * A failure the client is meant to see: one or more catalogue codes. Operations throw it; the
 * GraphQL and REST adapters translate it. Anything else thrown is a bug and reaches the client
 * only as G_01.
 */
export class CodedError extends Error {
  readonly errors: ErrorEntry[];
  /** Overrides the status the first code implies (e.g. 401 for "not signed in" vs 403). */
  readonly status: number;
  /** What a client needs to act on the refusal (the pages that use a file), sent beside the codes. */
  details?: Record<string, unknown>;

  constructor(code: ErrorCode | ErrorEntry[], property?: string, status?: number) {
    const errors = typeof code === 'string' ? [{ code, ...(property ? { property } : {}) }] : code;
    if (errors.length === 0) throw new Error('CodedError needs at least one code');
    super(describeError(errors[0].code, errors[0].property));
    this.name = 'CodedError';
    this.errors = errors;
    this.status = status ?? catalogue[errors[0].code].status;
  }

  withDetails(details: Record<string, unknown>): this {
    this.details = details;
    return this;
  }

  get code(): ErrorCode {
    return this.errors[0].code;
  }

  get property(): string | undefined {
    return this.errors[0].property;
  }
}

export function isCodedError(error: unknown): error is CodedError {
  return error instanceof CodedError;
}

/**
 * Runs `work`; a refusal it throws names its properties under `part` (`blocks.0.props.title` →
 * `version.blocks.0.props.title`), for an input that holds what another operation takes whole.
 */
export async function refusedUnder<T>(part: string, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isCodedError(error)) throw error;
    const errors = error.errors.map((entry) => ({ ...entry, property: entry.property ? `${part}.${entry.property}` : part }));
    const moved = new CodedError(errors, undefined, error.status);
    if (error.details) moved.withDetails(error.details);
    throw moved;
  }
}
