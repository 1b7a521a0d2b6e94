/**
 * The contract of 系统配置 (spec 001 section 7 "System config"): its addresses and answers. The keys,
 * types and bounds of the configuration itself are the JSON Schema of `schemas/sys-config.ts`.
 */
import type { ApiEnvelope } from './envelope';
import type { HttpClient } from './http-client';

export const sysConfigPath = '/api/system/SysConfig';
export const adminListPath = `${sysConfigPath}/getAdminList`;
export const setAdminListPath = `${sysConfigPath}/setAdminList`;

/** One user marked administrator, as `GET system/SysConfig/getAdminList` lists them. */
export interface AdminUser {
  id: string;
  account: string;
  realName: string;
  /** `realName/account`, as the user pickers name users. */
  fullName: string;
  /** True for the built-in `admin`, which stays an administrator. */
  builtIn: boolean;
}

/** `PUT system/SysConfig/setAdminList`. */
export interface AdminListRequest {
  adminIds: string[];
}

/** The calls of the 系统配置 screen; the configuration travels as a record of its typed values. */
export interface SysConfigApi {
  get(): Promise<ApiEnvelope<Record<string, string | number>>>;
  /** Saves the keys given; the others keep their stored values. */
  update(values: Record<string, string | number>): Promise<ApiEnvelope<null>>;
  adminList(): Promise<ApiEnvelope<{ list: AdminUser[] }>>;
  setAdminList(body: AdminListRequest): Promise<ApiEnvelope<null>>;
}

export function createSysConfigApi(http: HttpClient): SysConfigApi {
  return {
    get: () => http.request({ url: sysConfigPath }),
    update: (values) => http.request({ url: sysConfigPath, method: 'PUT', data: values }),
    adminList: () => http.request({ url: adminListPath }),
    setAdminList: (body) => http.request({ url: setAdminListPath, method: 'PUT', data: body }),
  };
}
