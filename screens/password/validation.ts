/**
 * The password forms' checks of spec 000 section 5, with its exact Chinese messages (the server words
 * the same rules the same way, so the messages stay Chinese in every interface language). The new
 * password's policy check is the shared `passwordPolicyViolation`.
 */
import type { PasswordPolicy } from '../../api';
import { passwordPolicyViolation } from '../../schemas/password-policy';

export interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
  code: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeValues, string>>;

export const passwordMessages = {
  oldRequired: '旧密码不能为空',
  repeatRequired: '重复密码不能为空',
  repeatDiffers: '两次密码输入不一致',
  codeRequired: '验证码不能为空',
} as const;

/** No strength limit: only 'required' applies (when the configuration is not known). */
export const NO_PASSWORD_POLICY: PasswordPolicy = {
  passwordStrengthLimit: 0,
  passwordLengthMin: 0,
  passwordLengthMinNumber: 0,
  containsNumbers: 0,
  includeLowercaseLetters: 0,
  includeUppercaseLetters: 0,
  containsCharacters: 0,
  mandatoryModificationOfInitialPassword: 0,
};

/** The first problem of each field; an empty object when the form may be sent. */
export function validatePasswordChange(values: PasswordChangeValues, policy: PasswordPolicy | null | undefined): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (!values.oldPassword) errors.oldPassword = passwordMessages.oldRequired;
  const violation = passwordPolicyViolation(values.newPassword, policy ?? NO_PASSWORD_POLICY);
  if (violation) errors.newPassword = violation;
  if (!values.repeatPassword) errors.repeatPassword = passwordMessages.repeatRequired;
  else if (values.repeatPassword !== values.newPassword) errors.repeatPassword = passwordMessages.repeatDiffers;
  if (!values.code.trim()) errors.code = passwordMessages.codeRequired;
  return errors;
}
