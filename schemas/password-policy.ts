import type { PasswordPolicy } from '../api/session';

/**
 * The password policy of spec 000 sections 3 and 5, with its exact messages. The forced-password
 * dialog and the server both run this check on the plain new password.
 */
export function passwordPolicyViolation(password: string, policy: PasswordPolicy): string | undefined {
  if (!password) return '新密码不能为空';
  if (policy.passwordStrengthLimit !== 1) return undefined;
  if (policy.passwordLengthMin === 1 && password.length < policy.passwordLengthMinNumber) {
    return `新密码长度不能小于${policy.passwordLengthMinNumber}位`;
  }
  if (policy.containsNumbers === 1 && !/\d/.test(password)) return '新密码必须包含数字';
  if (policy.includeLowercaseLetters === 1 && !/[a-z]/.test(password)) return '新密码必须包含小写字母';
  if (policy.includeUppercaseLetters === 1 && !/[A-Z]/.test(password)) return '新密码必须包含大写字母';
  if (policy.containsCharacters === 1 && !/[^A-Za-z0-9]|_/.test(password)) return '新密码必须包含字符';
  return undefined;
}
