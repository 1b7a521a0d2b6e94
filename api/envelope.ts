/** Every call answers this envelope (spec 000 section 8, reference section 4.1). */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Envelope codes with a meaning of their own. */
export const ApiCode = {
  ok: 200,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  serverError: 500,
  /** The session expired. */
  expired: 600,
  /** The account signed in elsewhere and this session was kicked. */
  kicked: 601,
  /** The token is unknown, revoked or malformed. */
  invalidToken: 602,
} as const;

export const sessionEndingCodes: readonly number[] = [ApiCode.expired, ApiCode.kicked, ApiCode.invalidToken];

/** Paged lists: reference section 4.1. */
export interface Pagination {
  currentPage: number;
  pageSize: number;
  total: number;
}

export interface PagedList<T> {
  list: T[];
  pagination: Pagination;
}

/** Query conventions for paged lists. */
export interface PageQuery {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  sidx?: string;
  sort?: 'asc' | 'desc';
}
