import type { NextFunction, Request, Response } from 'express';
import type { ApolloServerPlugin } from '@apollo/server';
import { context, SpanKind, trace } from '@opentelemetry/api';
import type { DocumentNode, OperationTypeNode } from 'graphql';
import { withRequestId, type Tracing } from './tracing';

/**
 * `/graphql`'s operation span, made before Apollo runs so the resolvers' statements are its
 * children; graphqlSpanNames names it once Apollo knows the operation. Ends with the answer.
 */
export function graphqlSpans(tracing: Tracing) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const span = tracing.tracer.startSpan('graphql', { kind: SpanKind.INTERNAL, attributes: withRequestId({}) });
    res.once('close', () => span.end());
    context.with(trace.setSpan(context.active(), span), next);
  };
}

/** Names the active operation span `query PageBySlug` (graphql.operation.type and .name). */
export const graphqlSpanNames: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, operationName }) {
        if (operation) nameSpan(operation.operation, operationName ?? undefined);
      },
    };
  },
};

/** Runs a document executed in-process (the site's reads) in an operation span of its own. */
export function tracedExecution<T>(tracing: Tracing, document: DocumentNode, execute: () => Promise<T>): Promise<T> {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  const type = operation?.operation ?? 'query';
  const name = operation?.name?.value;
  return tracing.inSpan(spanName(type, name), operationAttributes(type, name), execute);
}

function nameSpan(type: OperationTypeNode, name: string | undefined): void {
  const span = trace.getActiveSpan();
  span?.updateName(spanName(type, name));
  span?.setAttributes(operationAttributes(type, name));
}

const spanName = (type: string, name: string | undefined) => (name ? `${type} ${name}` : type);
const operationAttributes = (type: string, name: string | undefined) => ({ 'graphql.operation.type': type, ...(name ? { 'graphql.operation.name': name } : {}) });
