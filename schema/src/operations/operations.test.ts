import { permissionNames } from '../auth/permissions';
import { restRoutes } from '../http/routes';
import { resolvers } from '../graphql/build-schema';
import { allOperations } from './define-operation';

/** Loading the adapters registers every operation they call. */
void resolvers;

describe('operations', () => {
  it('every operation declares who may call it', () => {
    expect(allOperations.length).toBeGreaterThan(10);
    const allowed = new Set<string>(['public', 'signed-in', ...permissionNames]);
    const undeclared = allOperations.filter((op) => !allowed.has(op.access)).map((op) => op.operationName);
    expect(undeclared).toEqual([]);
  });

  it('every operation has one name', () => {
    const names = allOperations.map((op) => op.operationName);
    expect(new Set(names).size).toBe(names.length);
  });

  /** Bytes are streamed over REST; GraphQL hands out their URL instead. A draft's preview is an HTML document, not data; an audit export a CSV file, a content export a .tar.gz. */
  // Single sign-on's two steps are browser navigations (a redirect to the provider and back, with a cookie).
  const restOnly = [
    'getProfileImage',
    'previewImage',
    'previewCrop',
    'getPageFile',
    'previewPage',
    'exportAuditLog',
    'exportRedirects',
    'downloadExport',
    'startOidcSignIn',
    'finishOidcSignIn',
    'previewRelease',
  ];

  it('every operation is reachable over REST and GraphQL', () => {
    // A generated route names its operation; the others show the call in their handler.
    const restSource = restRoutes.map((route) => (route.operation ? `${route.operation}(ctx` : route.handle.toString())).join('\n');
    const graphqlSource = resolvers
      .map((resolver) =>
        Object.getOwnPropertyNames(resolver.prototype)
          .map((m) => (resolver.prototype as unknown as Record<string, () => void>)[m].toString())
          .join('\n'),
      )
      .join('\n');
    const missing = allOperations
      .map((op) => op.operationName)
      .filter((name) => {
        const called = new RegExp(`\\b${name}\\)?\\(ctx`);
        return !called.test(restSource) || (!restOnly.includes(name) && !called.test(graphqlSource));
      });
    expect(missing).toEqual([]);
  });
});
