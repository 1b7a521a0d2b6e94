import { ApiCode, type ApiEnvelope } from '../../api/envelope';

/** An expected failure: answered as the envelope with its code and message, never as a 500. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = httpStatusFor(code),
  ) {
    super(message);
  }
}

function httpStatusFor(code: number): number {
  if (code === ApiCode.expired || code === ApiCode.kicked || code === ApiCode.invalidToken) return 401;
  if (code >= 400 && code < 600) return code;
  return 400;
}

export const ok = <T>(data: T, msg = '操作成功'): ApiEnvelope<T> => ({ code: ApiCode.ok, msg, data });

export const badRequest = (message: string) => new ApiError(ApiCode.badRequest, message);
export const forbidden = (message = '您没有此操作的权限') => new ApiError(ApiCode.forbidden, message);
export const notFound = (message = '数据不存在') => new ApiError(ApiCode.notFound, message);
