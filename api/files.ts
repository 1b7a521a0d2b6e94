/**
 * Files: simple and chunked uploads, downloads, pack downloads and previews (spec 002 sections 3.2,
 * 5.2, 5.3, 7.2, 8 and 9.1; reference 4.19). Shared by the server routes and the uploader widgets.
 */

/** Chunk size of the chunked uploader; chunk numbers are 1-based. */
export const chunkSize = 5_242_880;
/** The whole file's MD5 (the chunk `identifier`) is computed in slices of this many bytes. */
export const md5SliceBytes = 10_240_000;
export const maxChunkRetries = 5;
/** Progress shown stays at 99% until the merge answered. */
export const progressCap = 0.99;
/** A file over this size whose merge did not answer done is finalised after `mergeWaitMs`. */
export const mergeWaitAboveBytes = 5_000_000;
export const mergeWaitMs = 3000;
export const mergeCheckDelayMs = 300;

/** Upload size units of the file and image kinds (`sizeUnit`). */
export const sizeUnits = { KB: 1024, MB: 1_048_576, GB: 1_073_741_824 } as const;
export type SizeUnit = keyof typeof sizeUnits;
/** Default `fileSize` of the file kind (10) and of the chunked uploader (5), in `MB`. */
export const defaultFileSizeLimit = 10;
export const defaultChunkUploaderSizeLimit = 5;

/** Upload types (the `{type}` of the upload, image and download calls). */
export const defaultFileType = 'annex';
export const defaultImageType = 'annexpic';
export const defaultPathType = 'defaultPath';
export const uploadTypes = ['annex', 'annexpic', 'IM', 'userAvatar', 'document', 'mail', 'workFlow'] as const;
export type UploadType = (typeof uploadTypes)[number];

/** File type categories of the `accept` setting (spec 002 section 9.1). */
export const fileTypeCategories = {
  image: ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'],
  video: ['mp4', 'm3u8', 'rmvb', 'avi', 'swf', '3gp', 'mkv', 'flv'],
  audio: ['mp3', 'wav', 'wma', 'ogg', 'aac', 'flac'],
  document: ['doc', 'txt', 'docx', 'pages', 'epub', 'pdf', 'numbers', 'csv', 'xls', 'xlsx', 'keynote', 'ppt', 'pptx'],
} as const;
/** Extensions the preview opens in the image viewer. */
export const previewImageExtensions = ['png', 'jpg', 'jpeg', 'bmp', 'gif'] as const;

/** A file field's stored value item, as JNPF stores it (spec 002 section 3.2). */
export interface FileValue {
  /** The original name (`#` stripped when shown). */
  name: string;
  /** The server-made stored name `yyyyMMdd_<uuid>.<ext>`. */
  fileId: string;
  url: string;
  fileSize?: number;
  fileExtension?: string;
  fileVersionId?: string;
}

/** An image field's stored value item. */
export interface ImageValue {
  name: string;
  fileId: string;
  url: string;
}

/** `POST /api/file/Uploader/{type}` and `POST /api/file/merge` answer (reference 4.19 `UploaderVO`). */
export interface UploaderAnswer {
  /** The stored name (becomes the value's `fileId`). */
  name: string;
  url: string;
  fileSize: number;
  fileExtension: string;
  thumbUrl: string;
  fileVersionId: string;
}

/** `GET /api/file/chunk` query; `POST /api/file/chunk` sends the same fields with the `file` part. */
export interface ChunkQuery {
  chunkNumber: number;
  chunkSize: number;
  currentChunkSize: number;
  totalSize: number;
  /** MD5 of the whole file, lower-case hex. */
  identifier: string;
  fileName: string;
  relativePath?: string;
  totalChunks: number;
  extension: string;
  fileType?: string;
}

/** Chunk test and chunk upload answer: which chunks the server holds, and whether all are there. */
export interface ChunkAnswer {
  /** True when the file is complete (all chunks held, or the same MD5 already stored). */
  merge: boolean;
  chunkNumbers: number[];
  /** True when a file with this MD5 is already stored: nothing needs sending. */
  uploaded?: boolean;
}

/** `POST /api/file/merge` form (spec 002 section 3.2 "Chunk-upload completion form"). */
export interface MergeForm {
  identifier: string;
  /** The original name with any `#` removed. */
  fileName: string;
  fileSize: number;
  fileType?: string;
  extension: string;
  type: string;
  pathType?: string;
  isAccount?: string;
  folder?: string;
}

/** `GET /api/file/Download/{type}/{fileName}` answer: a short-lived signed link. */
export interface DownloadLink {
  name: string;
  url: string;
}

/** `POST /api/file/PackDownload/{type}` body item and answer. */
export interface PackDownloadItem {
  fileId: string;
  fileName: string;
}
export interface PackDownloadAnswer {
  downloadVo: DownloadLink;
  downloadName: string;
}

/** `GET /api/file/Uploader/Preview` query; the answer is the address to show (empty: no preview). */
export interface PreviewQuery {
  fileName: string;
  fileVersionId?: string;
  fileDownloadUrl?: string;
  type?: string;
}

/** Messages of spec 002 sections 5.2, 5.3 and 8. */
export const fileMessages = {
  countLimit: (limit: number) => `当前限制最多可以上传${limit}个文件`,
  tooLarge: (size: number, unit: string) => `文件大小超过${size}${unit}`,
  wrongType: (accept: string) => `请选择${accept}类型的文件`,
  noFiles: '未发现文件',
  confirmDelete: '此操作将永久删除该数据, 是否继续？',
  imageCountLimit: (limit: number) => `最多只能上传${limit}张图片`,
  imageTooLarge: (size: number, unit: string) => `图片大小超过${size}${unit}`,
  notImage: '请上传图片',
  readFailed: (name: string) => `文件${name}读取出错，请检查该文件`,
  uploadFailed: '上传失败',
  checking: '文件校验中',
  noPreview: '文件不存在',
  extensionRefused: (extension: string) => `不允许上传.${extension}类型的文件`,
  contentMismatch: '文件内容与扩展名不符',
} as const;

/** Shown names drop `#` (spec 002 section 5.2). */
export const displayFileName = (name: string) => name.replace(/#/g, '');
