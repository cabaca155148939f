import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import multer from 'multer';
import { isRawReply, isStatusReply, type Ctx, type RestRoute } from '@tessera/schema';
import { csrfGuard } from './csrf';
import { sendErrors, sendFailure } from './send-error';

/** JSON bodies only, as objects; anything else is refused before a route runs. */
function jsonBody(limit: string) {
  const parse = express.json({ limit, strict: true });
  return (req: Request, res: Response, next: NextFunction) => {
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    if (hasBody && !req.is('application/json')) {
      sendErrors(res, 415, [{ code: 'V_12', property: 'content-type' }]);
      return;
    }
    parse(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (req.body !== undefined && (typeof req.body !== 'object' || Array.isArray(req.body) || req.body === null)) {
        sendErrors(res, 400, [{ code: 'V_12', property: 'body' }]);
        return;
      }
      next();
    });
  };
}

/** One multipart file in memory, never more than the route allows. */
function multipartBody(upload: NonNullable<RestRoute['upload']>) {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: upload.maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024 },
  }).single(upload.field);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) {
      sendErrors(res, 415, [{ code: 'V_12', property: 'content-type' }]);
      return;
    }
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const code = (error as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') sendErrors(res, 413, [{ code: upload.tooLarge, property: upload.field }]);
      else if (code === 'LIMIT_UNEXPECTED_FILE') sendErrors(res, 422, [{ code: 'V_17', property: upload.field }]);
      else sendErrors(res, 400, [{ code: 'V_12', property: 'body' }]);
    });
  };
}

/** Malformed or oversized bodies, from the JSON parser. */
export function bodyErrorHandler(error: unknown, req: Request, res: Response, next: NextFunction): void {
  const type = (error as { type?: string }).type;
  if (type === 'entity.too.large') sendErrors(res, 413, [{ code: 'V_14', property: 'body' }]);
  else if (type === 'entity.parse.failed') sendErrors(res, 400, [{ code: 'V_12', property: 'body' }]);
  else if (type === 'encoding.unsupported' || type === 'charset.unsupported') sendErrors(res, 415, [{ code: 'V_12', property: 'content-type' }]);
  else next(error);
}

/** Mounts the declared routes: parse → call → shape, with coded errors on every failure. */
export function restRouter(routes: RestRoute[], options: { bodyLimit: string; contextOf: (req: Request) => Ctx }): Router {
  const router = express.Router();
  router.use(csrfGuard);
  for (const route of routes) {
    const parse = route.upload ? [multipartBody(route.upload)] : route.method === 'GET' ? [] : [jsonBody(options.bodyLimit)];
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    router[method](route.path, ...parse, async (req: Request, res: Response) => {
      try {
        const result = await route.handle(options.contextOf(req), {
          params: req.params as Record<string, string>,
          query: req.query as Record<string, unknown>,
          body: (req.body as Record<string, unknown> | undefined) ?? {},
          file: req.file?.buffer,
        });
        if (isRawReply(result)) {
          res.type(result.contentType).set('Cache-Control', result.cacheControl).send(result.body);
        } else if (isStatusReply(result)) {
          res.status(result.status).set(result.headers ?? {}).json(result.body);
        } else {
          res.json(result);
        }
      } catch (error) {
        sendFailure(res, error, req.log);
      }
    });
  }
  router.use((req: Request, res: Response) => sendErrors(res, 404, [{ code: 'V_12', property: 'path' }]));
  router.use(bodyErrorHandler);
  return router;
}
