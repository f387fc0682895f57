import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, DATA_EXCEPTION_MESSAGE, HTTP_STATUS, isDatabaseDown, isDataException } from '../errors';

/** Wraps thrown errors of REST routes into HTTP answers: status + {message} (+ field errors). */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) return;
  const uploadStyle = req.path.startsWith('/api/upload');
  const send = (status: number, message: string, extra: Record<string, unknown> = {}) =>
    res.status(status).json(uploadStyle ? { error: message, message, ...extra } : { message, ...extra });

  if (err instanceof AppError) {
    if (err.headers) res.set(err.headers);
    return send(HTTP_STATUS[err.code], err.message, err.errors ? { errors: err.errors } : {});
  }
  // body-parser and other http-errors style errors carry their own 4xx status.
  const status = (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const type = (err as { type?: string }).type;
    const message =
      type === 'entity.parse.failed'
        ? 'Malformed JSON in request body'
        : type === 'entity.too.large'
          ? 'Request body is too large'
          : status === 415
            ? 'Unsupported content type'
            : (err as Error).message || 'Bad request';
    return send(status, message);
  }
  if (isDataException(err)) return send(400, DATA_EXCEPTION_MESSAGE);
  if (isDatabaseDown(err)) {
    res.set('Retry-After', '5');
    return send(503, 'The service is temporarily unavailable, please try again shortly');
  }
  console.error(`Unexpected error on ${req.method} ${req.originalUrl}:`, err);
  return send(500, 'Internal server error');
};

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No such endpoint: ${req.method} ${req.path}` });
};
