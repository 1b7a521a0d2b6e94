import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiCode } from '../../api/envelope';
import { formMessageFor } from '../../schemas/form-rules';
import { ApiError } from './api-error';
import { describeValidation, languageOf } from './validation-message';

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
        language === 'zh' && error.validationContext === 'body' ? formMessageFor(request.routeOptions.config.messages, field, first.keyword) : undefined;
      const msg = specMessage ?? describeValidation(
        { keyword: first.keyword, instancePath: first.instancePath, params: first.params as Record<string, unknown> },
        error.validationContext,
        language,
      );
      return reply.status(400).send({ code: ApiCode.badRequest, msg, data: null });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Malformed JSON, unsupported media type, body too large...: the client's fault, said plainly.
      const msg = language === 'zh' ? `请求无效：${error.message}` : `Invalid request: ${error.message}`;
      return reply.status(status).send({ code: status, msg, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: ApiCode.serverError, msg: language === 'zh' ? '服务器内部错误，请稍后重试' : 'Internal server error', data: null });
  });
}
