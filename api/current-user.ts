/** Calls of spec 000 section 7.2 under `/api/permission/Users/Current`. */
import type { LayoutTheme } from './session';

export interface BaseInfo {
  id: string;
  account: string;
  realName: string;
  nickName: string;
  gender: string;
  birthday: number | null;
  mobilePhone: string;
  telePhone: string;
  email: string;
  postalAddress: string;
  signature: string;
  headIcon: string;
  organize: string;
  position: string;
  roleName: string;
  theme: LayoutTheme;
  language: string;
  changePasswordDate: number | null;
  prevLogTime: number | null;
  prevLogIP: string;
}

export type BaseInfoUpdate = Partial<
  Pick<BaseInfo, 'realName' | 'nickName' | 'gender' | 'birthday' | 'mobilePhone' | 'telePhone' | 'email' | 'postalAddress' | 'signature'>
>;

/**
 * `POST Actions/ModifyPassword`. The passwords travel as lower-case hex MD5 like the sign-in, and the
 * new one also in plain text: a digest hides the length and character classes, and the password
 * policy is enforced on the server (it checks that the plain text matches the digest).
 */
export interface ModifyPasswordRequest {
  oldPassword: string;
  password: string;
  plainPassword: string;
  code: string;
  timestamp: string;
}

export interface SystemThemeRequest {
  theme: LayoutTheme;
}

export interface SystemLanguageRequest {
  language: 'zh' | 'en' | 'zhtw';
}

/** One row of the sign-in log (`GET SystemLog`). */
export interface SystemLogItem {
  id: string;
  creatorTime: number;
  userName: string;
  ipAddress: string;
  ipAddressName: string;
  platForm: string;
  browser: string;
  loginMark: 0 | 1;
  abstracts: string;
}

/** `GET Authorize`: what the current user's roles grant. */
export interface AuthorizeResult {
  module: { id: string; fullName: string; enCode: string; type: number }[];
  button: { id: string; moduleId: string; fullName: string; enCode: string }[];
  column: { id: string; moduleId: string; fullName: string; enCode: string }[];
  form: { id: string; moduleId: string; fullName: string; enCode: string }[];
}

/** `GET getUserOrganizes`: one of the user's organisations, the main one `isDefault`. */
export interface UserOrganize {
  id: string;
  fullName: string;
  /** The ids from the top organisation down to this one. */
  organizeIds: string[];
  /** The names from the top down, joined by `/`. */
  organize: string;
  isDefault: boolean;
}

/** `GET getUserPositions`: one of the user's positions, the main one `isDefault`. */
export interface UserPosition {
  id: string;
  fullName: string;
  /** The name of the position's organisation. */
  organize: string;
  isDefault: boolean;
}

/** `PUT major`: makes one of the user's organisations or positions the main one. */
export interface MajorRequest {
  majorId: string;
  majorType: 'Organize' | 'Position';
}

/** `GET SignImg`: one drawn signature, newest first. */
export interface SignImage {
  id: string;
  /** A PNG data URL (`data:image/png;base64,…`). */
  signImg: string;
  isDefault: 0 | 1;
}

/** `POST SignImg`: the first signature, or one marked `isDefault: 1`, becomes the default. */
export interface SignImageRequest {
  signImg: string;
  isDefault?: 0 | 1;
}

/** The longest PNG data URL `POST SignImg` accepts (its body schema's `maxLength`). */
export const signImageMaxLength = 350_000;
