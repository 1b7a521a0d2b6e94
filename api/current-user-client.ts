/**
 * Typed calls of the signed-in user's own data (spec 000 section 7.2, `/api/permission/Users/Current`)
 * and the forced-password question (`POST /api/oauth/updatePasswordMessage`, section 7.1), on top of
 * an {@link HttpClient}.
 */
import type {
  AuthorizeResult,
  BaseInfo,
  BaseInfoUpdate,
  MajorRequest,
  ModifyPasswordRequest,
  SignImage,
  SignImageRequest,
  SystemLanguageRequest,
  SystemLogItem,
  SystemThemeRequest,
  UserOrganize,
  UserPosition,
} from './current-user';
import type { ApiEnvelope, PagedList, PageQuery } from './envelope';
import type { HttpClient } from './http-client';
import type { UploadedFile } from './messages';
import { md5Hex } from './oauth';

const base = '/api/permission/Users/Current';

/** `POST /api/oauth/updatePasswordMessage`: whether the user must change the password now. */
export interface PasswordChangeRequirement {
  mustChange: boolean;
}

/** What the password forms collect, in plain text. */
export interface PasswordChangeInput {
  oldPassword: string;
  newPassword: string;
  code: string;
  /** The random key the captcha image was fetched with. */
  timestamp: string;
}

/** The body of `Actions/ModifyPassword`: both passwords hashed, the new one also in plain text. */
export function buildModifyPasswordRequest(input: PasswordChangeInput): ModifyPasswordRequest {
  return {
    oldPassword: md5Hex(input.oldPassword),
    password: md5Hex(input.newPassword),
    plainPassword: input.newPassword,
    code: input.code.trim(),
    timestamp: input.timestamp,
  };
}

export interface CurrentUserApi {
  getBaseInfo(): Promise<ApiEnvelope<BaseInfo>>;
  updateBaseInfo(body: BaseInfoUpdate): Promise<ApiEnvelope<null>>;
  modifyPassword(body: ModifyPasswordRequest): Promise<ApiEnvelope<null>>;
  setSystemTheme(body: SystemThemeRequest): Promise<ApiEnvelope<null>>;
  setSystemLanguage(body: SystemLanguageRequest): Promise<ApiEnvelope<null>>;
  /** The own sign-in log, newest first. */
  getSystemLog(query?: Pick<PageQuery, 'currentPage' | 'pageSize'>): Promise<ApiEnvelope<PagedList<SystemLogItem>>>;
  getAuthorize(): Promise<ApiEnvelope<AuthorizeResult>>;
  passwordChangeRequirement(): Promise<ApiEnvelope<PasswordChangeRequirement>>;
  /** `POST /api/file/Uploader/userAvatar`: stores an image (at most 5 MB); answers its name and address. */
  uploadAvatar(file: Blob, fileName: string): Promise<ApiEnvelope<UploadedFile>>;
  /** `PUT Avatar/{name}`: makes an uploaded image the own avatar. */
  setAvatar(name: string): Promise<ApiEnvelope<null>>;
  /** `GET getUserOrganizes`: the own organisations, the main one marked. */
  getUserOrganizes(): Promise<ApiEnvelope<UserOrganize[]>>;
  /** `GET getUserPositions`: the own positions, the main one marked. */
  getUserPositions(): Promise<ApiEnvelope<UserPosition[]>>;
  /** `PUT major`: switches the main organisation or position (the menu and permissions follow at once). */
  setMajor(body: MajorRequest): Promise<ApiEnvelope<null>>;
  /** `GET SignImg`: the own drawn signatures, newest first. */
  getSignImages(): Promise<ApiEnvelope<SignImage[]>>;
  /** `POST SignImg`: keeps a drawn signature; answers its id. */
  addSignImage(body: SignImageRequest): Promise<ApiEnvelope<{ id: string }>>;
  /** `DELETE {id}/SignImg`. */
  deleteSignImage(id: string): Promise<ApiEnvelope<null>>;
  /** `PUT {id}/SignImg`: makes the signature the default one. */
  setDefaultSignImage(id: string): Promise<ApiEnvelope<null>>;
}

export function createCurrentUserApi(client: HttpClient): CurrentUserApi {
  return {
    getBaseInfo: () => client.get<BaseInfo>(`${base}/BaseInfo`),
    updateBaseInfo: (body) => client.put<null>(`${base}/BaseInfo`, body),
    modifyPassword: (body) => client.post<null>(`${base}/Actions/ModifyPassword`, body),
    setSystemTheme: (body) => client.put<null>(`${base}/SystemTheme`, body),
    setSystemLanguage: (body) => client.put<null>(`${base}/SystemLanguage`, body),
    getSystemLog: (query = {}) => client.get<PagedList<SystemLogItem>>(`${base}/SystemLog`, query),
    getAuthorize: () => client.get<AuthorizeResult>(`${base}/Authorize`),
    passwordChangeRequirement: () => client.post<PasswordChangeRequirement>('/api/oauth/updatePasswordMessage'),
    uploadAvatar: (file, fileName) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return client.post<UploadedFile>('/api/file/Uploader/userAvatar', form);
    },
    setAvatar: (name) => client.put<null>(`${base}/Avatar/${encodeURIComponent(name)}`),
    getUserOrganizes: () => client.get<UserOrganize[]>(`${base}/getUserOrganizes`),
    getUserPositions: () => client.get<UserPosition[]>(`${base}/getUserPositions`),
    setMajor: (body) => client.put<null>(`${base}/major`, body),
    getSignImages: () => client.get<SignImage[]>(`${base}/SignImg`),
    addSignImage: (body) => client.post<{ id: string }>(`${base}/SignImg`, body),
    deleteSignImage: (id) => client.delete<null>(`${base}/${encodeURIComponent(id)}/SignImg`),
    setDefaultSignImage: (id) => client.put<null>(`${base}/${encodeURIComponent(id)}/SignImg`),
  };
}
