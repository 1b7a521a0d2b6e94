import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiCode } from '../../api/envelope';
import { formMessageFor } from '../../schemas/form-rules';
import { ApiError } from './api-error';
import { describeValidation, languageOf, type Language } from './validation-message';

/**
 * Input the schemas let through but the database or the runtime cannot hold: a value out of range
 * for its column, text PostgreSQL refuses, a date JavaScript cannot represent, nesting deeper than
 * the stack. The caller's fault, answered as a 400 without SQL or stack (the details go to the log).
 */
function refusalOf(error: Error & { code?: unknown }, language: Language): string | undefined {
  const zh = language === 'zh';
  const sqlState = typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) ? error.code : undefined;
  if (sqlState?.startsWith('22')) return zh ? '参数的值无效或超出范围' : 'A value is invalid or out of range';
  if (sqlState === '54000') return zh ? '参数的值过长' : 'A value is too long';
  if (sqlState === '23505') return zh ? '数据已存在' : 'The record already exists';
  if (sqlState === '23503') return zh ? '关联的数据不存在或仍被使用' : 'A related record is missing or still in use';
  if (error instanceof RangeError) return zh ? '参数的值超出范围' : 'A value is out of range';
  return undefined;
}

/** Every failure leaves as the envelope; schema violations name the field; nothing else leaks. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.httpStatus).send({ code: error.code, msg: error.message, data: null });
    }
    const language = languageOf(request.headers['accept-language']);
    if (error.validation?.length) {
      const first = error.validation[0]!;
      const field = first.keyword === 'required' ? String(first.params.missingProperty ?? '') : first.instancePath.replace(/^\//, '');
      const specMessage =
        language === 'zh' && error.validationContext === 'body'
          ? formMessageFor(request.routeOptions.config.messages, field, first.keyword)
          : undefined;
      const msg =
        specMessage ??
        describeValidation(
          { keyword: first.keyword, instancePath: first.instancePath, params: first.params as Record<string, unknown> },
          error.validationContext,
          language,
        );
      return reply.status(400).send({ code: ApiCode.badRequest, msg, data: null });
    }
    const refusal = refusalOf(error, language);
    if (refusal) {
      request.log.warn({ err: error }, 'input refused by the database or the runtime');
      return reply.status(400).send({ code: ApiCode.badRequest, msg: refusal, data: null });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Malformed JSON, unsupported media type, body too large...: the client's fault, said plainly.
      const msg = language === 'zh' ? `请求无效：${error.message}` : `Invalid request: ${error.message}`;
      return reply.status(status).send({ code: status, msg, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: ApiCode.serverError, msg: language === 'zh' ? '服务器内部错误，请稍后重试' : 'Internal server error', data: null });
  });
}
