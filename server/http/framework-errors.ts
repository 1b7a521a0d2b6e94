import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode } from '../../api/envelope';
import { languageOf } from './validation-message';

/**
 * Errors the router raises before any route runs (an address that does not decode, such as `/api/%`):
 * answered as the envelope like every other refusal.
 */
export function answerFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const msg = languageOf(request.headers['accept-language']) === 'zh' ? '请求地址无效' : 'Invalid request address';
  if (request.headers.upgrade) reply.header('connection', 'close');
  void reply.status(400).send({ code: ApiCode.badRequest, msg, data: null });
  // A refused socket upgrade: no route ran, so nothing else would ever end the connection.
  if (request.headers.upgrade) request.raw.socket?.end();
}

/** Requests that are not HTTP at all (a malformed request line, headers too large): closed with the envelope. */
export function clientErrorAnswer(error: Error & { code?: string }): string {
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({ code: ApiCode.badRequest, msg: tooLarge ? '请求头过大' : '请求无效', data: null });
  return `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}
