/**
 * The reusable patterns of spec 000 section 5, as JSON Schema `format` names. Forms use them with
 * `format: 'phone'`; the message is 'please enter a correct <name>' in the form's language.
 */
export interface NamedPattern {
  regex: RegExp;
  name: { zh: string; en: string; zhtw: string };
}

export const patternFormats: Record<string, NamedPattern> = {
  /** 11 digits: 1, then 3 to 9. */
  phone: { regex: /^1[3-9]\d{9}$/, name: { zh: '手机号码', en: 'mobile phone number', zhtw: '手機號碼' } },
  /** 6 to 16 letters and digits, with both. */
  password: {
    regex: /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z\d]{6,16}$/,
    name: { zh: '密码（6-16位字母和数字组合）', en: 'password (6-16 letters and digits)', zhtw: '密碼（6-16位字母和數字組合）' },
  },
  /** Mainland resident ID card: 15 digits, or 17 digits and a digit or X. */
  idCard: {
    regex: /^(\d{15}|\d{17}[\dXx])$/,
    name: { zh: '身份证号码', en: 'ID card number', zhtw: '身份證號碼' },
  },
  email: {
    regex: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
    name: { zh: '邮箱', en: 'email address', zhtw: '郵箱' },
  },
  /** Mainland licence plates, including 8-character new-energy plates. */
  licensePlate: {
    regex: /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂学警港澳]$/,
    name: { zh: '车牌号', en: 'licence plate', zhtw: '車牌號' },
  },
  chinese: { regex: /^[\u4e00-\u9fa5]+$/, name: { zh: '中文', en: 'Chinese characters', zhtw: '中文' } },
  /** Letters, digits and dots; no dot first or last. */
  enCode: {
    regex: /^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$/,
    name: { zh: '编码（字母、数字和点，点不能在首尾）', en: 'code (letters, digits and dots, no dot first or last)', zhtw: '編碼（字母、數字和點，點不能在首尾）' },
  },
  userAccount: { regex: /^[A-Za-z0-9]+$/, name: { zh: '账号（字母和数字）', en: 'account (letters and digits)', zhtw: '帳號（字母和數字）' } },
  fullName: { regex: /^[\u4e00-\u9fa5A-Za-z0-9]+$/, name: { zh: '名称（中文、字母和数字）', en: 'name (Chinese, letters and digits)', zhtw: '名稱（中文、字母和數字）' } },
  userCode: { regex: /^\d+$/, name: { zh: '工号（数字）', en: 'staff number (digits)', zhtw: '工號（數字）' } },
  /** An integer or a multiple of 0.5. */
  allDate: { regex: /^\d+(\.[05])?$/, name: { zh: '天数（整数或0.5的倍数）', en: 'number of days (whole or halves)', zhtw: '天數（整數或0.5的倍數）' } },
  bigInt: { regex: /^[1-9]\d*$/, name: { zh: '正整数', en: 'positive whole number', zhtw: '正整數' } },
  /** A field name: a letter, then letters, digits or underscores. */
  field: { regex: /^[A-Za-z][A-Za-z0-9_]*$/, name: { zh: '字段名（字母开头，字母、数字或下划线）', en: 'field name (a letter, then letters, digits or _)', zhtw: '欄位名（字母開頭，字母、數字或底線）' } },
};
