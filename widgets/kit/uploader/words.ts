/**
 * Words of the upload kinds, the uploader panel and the preview in the form's language (zh, en, zh-TW).
 * The Chinese messages are those of spec 002 sections 5.2, 5.3 and 8 (api/files.ts `fileMessages`).
 */
import { useCallback } from 'react';
import { useEngineLanguage } from '../../../engine/i18n/context';
import type { EngineLanguage } from '../../../engine/i18n/messages';
import type { UploaderText } from './uploader';

const zh = {
  countLimit: '当前限制最多可以上传{limit}个文件',
  tooLarge: '文件大小超过{size}{unit}',
  wrongType: '请选择{accept}类型的文件',
  noFiles: '未发现文件',
  confirmDelete: '此操作将永久删除该数据, 是否继续？',
  imageCountLimit: '最多只能上传{limit}张图片',
  imageTooLarge: '图片大小超过{size}{unit}',
  notImage: '请上传图片',
  readFailed: '文件{name}读取出错，请检查该文件',
  uploadFailed: '上传失败',
  noPreview: '文件不存在',
  statusWaiting: '等待上传',
  statusCheck: '文件校验中',
  statusUploading: '上传中',
  statusPaused: '暂停中',
  statusError: '上传失败',
  statusSuccess: '上传成功',
  pause: '暂停',
  resume: '继续',
  retry: '重试',
  remove: '移除',
  upload: '点击上传',
  uploadImage: '上传图片',
  dropHint: '或将文件拖到此处',
  dropActive: '松开即可上传',
  downloadAll: '全部下载',
  download: '下载',
  preview: '预览',
  delete: '删除',
  panelTitle: '上传列表',
  panelSummary: '{done}/{total} 已完成',
  collapse: '收起',
  expand: '展开',
  close: '关闭',
  confirmTitle: '提示',
  confirm: '确定',
  cancel: '取消',
  zoomIn: '放大',
  zoomOut: '缩小',
  rotateLeft: '向左旋转',
  rotateRight: '向右旋转',
  previous: '上一张',
  next: '下一张',
  noInlinePreview: '该类型的文件不能在线预览，请下载后查看',
  uploadUnavailable: '未连接文件服务，不能上传',
} as const;

export type UploadWord = keyof typeof zh;
type Words = Record<UploadWord, string>;

const en: Words = {
  countLimit: 'At most {limit} files can be uploaded',
  tooLarge: 'The file is larger than {size}{unit}',
  wrongType: 'Please choose files of type {accept}',
  noFiles: 'No files found',
  confirmDelete: 'This permanently deletes the data. Continue?',
  imageCountLimit: 'At most {limit} images can be uploaded',
  imageTooLarge: 'The image is larger than {size}{unit}',
  notImage: 'Please upload an image',
  readFailed: 'The file {name} could not be read; please check it',
  uploadFailed: 'Upload failed',
  noPreview: 'The file does not exist',
  statusWaiting: 'Waiting',
  statusCheck: 'Verifying file',
  statusUploading: 'Uploading',
  statusPaused: 'Paused',
  statusError: 'Upload failed',
  statusSuccess: 'Uploaded',
  pause: 'Pause',
  resume: 'Resume',
  retry: 'Retry',
  remove: 'Remove',
  upload: 'Upload',
  uploadImage: 'Upload image',
  dropHint: 'or drop files here',
  dropActive: 'Drop to upload',
  downloadAll: 'Download all',
  download: 'Download',
  preview: 'Preview',
  delete: 'Delete',
  panelTitle: 'Uploads',
  panelSummary: '{done}/{total} done',
  collapse: 'Collapse',
  expand: 'Expand',
  close: 'Close',
  confirmTitle: 'Confirm',
  confirm: 'OK',
  cancel: 'Cancel',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  rotateLeft: 'Rotate left',
  rotateRight: 'Rotate right',
  previous: 'Previous',
  next: 'Next',
  noInlinePreview: 'Files of this type cannot be previewed; please download it',
  uploadUnavailable: 'No file service: uploading is not possible',
};

const zhtw: Words = {
  countLimit: '當前限制最多可以上傳{limit}個文件',
  tooLarge: '文件大小超過{size}{unit}',
  wrongType: '請選擇{accept}類型的文件',
  noFiles: '未發現文件',
  confirmDelete: '此操作將永久刪除該數據, 是否繼續？',
  imageCountLimit: '最多只能上傳{limit}張圖片',
  imageTooLarge: '圖片大小超過{size}{unit}',
  notImage: '請上傳圖片',
  readFailed: '文件{name}讀取出錯，請檢查該文件',
  uploadFailed: '上傳失敗',
  noPreview: '文件不存在',
  statusWaiting: '等待上傳',
  statusCheck: '文件校驗中',
  statusUploading: '上傳中',
  statusPaused: '暫停中',
  statusError: '上傳失敗',
  statusSuccess: '上傳成功',
  pause: '暫停',
  resume: '繼續',
  retry: '重試',
  remove: '移除',
  upload: '點擊上傳',
  uploadImage: '上傳圖片',
  dropHint: '或將文件拖到此處',
  dropActive: '鬆開即可上傳',
  downloadAll: '全部下載',
  download: '下載',
  preview: '預覽',
  delete: '刪除',
  panelTitle: '上傳列表',
  panelSummary: '{done}/{total} 已完成',
  collapse: '收起',
  expand: '展開',
  close: '關閉',
  confirmTitle: '提示',
  confirm: '確定',
  cancel: '取消',
  zoomIn: '放大',
  zoomOut: '縮小',
  rotateLeft: '向左旋轉',
  rotateRight: '向右旋轉',
  previous: '上一張',
  next: '下一張',
  noInlinePreview: '該類型的文件不能在線預覽，請下載後查看',
  uploadUnavailable: '未連接文件服務，不能上傳',
};

const table: Record<EngineLanguage, Words> = { zh, en, zhtw };

export type UploadWords = (key: UploadWord, params?: Record<string, string | number>) => string;

export function uploadWord(language: EngineLanguage, key: UploadWord, params: Record<string, string | number> = {}): string {
  const template = (table[language] ?? zh)[key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** `u(key, params)` in the form's language. */
export function useUploadWords(): UploadWords {
  const language = useEngineLanguage();
  return useCallback((key, params) => uploadWord(language, key, params), [language]);
}

/** The chunked uploader's messages in these words. */
export function uploaderText(u: UploadWords): UploaderText {
  return { readFailed: (name) => u('readFailed', { name }), uploadFailed: u('uploadFailed') };
}
