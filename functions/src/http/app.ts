import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import * as logger from 'firebase-functions/logger';
import { API_BASE } from '@store/contract/routes';
import { ApiError } from './api-error';
import { cachePrivate } from './cache';

/** Largest JSON body the API takes; a tool's description (2,000 characters) fits many times over. */
export const MAX_BODY_BYTES = 64 * 1024;

type RequestWithRaw = Request & { rawBody?: Buffer };

/**
 * The Functions runtime has already read and parsed the body (with its own 32 MB limit) before this app runs,
 * so the limit here is checked on what it kept. Its type is checked by each route (serve), which knows what it takes.
 */
function checkBody(req: Request, _res: Response, next: NextFunction) {
  cachePrivate(_res);
  const raw = (req as RequestWithRaw).rawBody;
  const length = raw?.length ?? Number(req.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) {
    return next(new ApiError('payload-too-large', `The body is larger than ${MAX_BODY_BYTES / 1024} KB`));
  }
  next();
}

function sendError(error: unknown, req: Request, res: Response, _next: NextFunction) {
  if (res.headersSent) {
    // A streamed answer failed halfway: cut the connection, so the caller sees a broken download, never a short file.
    logger.error('API answer failed while streaming', { path: req.path, method: req.method, error: String((error as Error)?.stack ?? error) });
    res.destroy();
    return;
  }
  if (error instanceof ApiError) {
    if (error.headers) res.set(error.headers);
    res.status(error.status).json({ error: { code: error.code, message: error.message, details: error.details } });
    return;
  }
  // Body-parser style errors that reach us (for example a bad charset) are the caller's fault.
  const status = (error as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ error: { code: 'invalid-argument', message: 'The request could not be read' } });
    return;
  }
  logger.error('Unhandled API error', { path: req.path, method: req.method, error: String((error as Error)?.stack ?? error) });
  res.status(500).json({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
}

/** Builds the API: shared checks, the resource routers under /api (and at the root, for direct calls), errors. */
export function createApp(routers: Router[]) {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(checkBody);
  const api = express.Router({ caseSensitive: true, strict: false });
  for (const router of routers) api.use(router);
  api.use((req, _res, next) => next(new ApiError('not-found', `No API route ${req.method} ${req.path}`)));
  app.use(API_BASE, api);
  app.use(api);
  app.use(sendError);
  return app;
}
