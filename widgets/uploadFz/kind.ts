/**
 * File upload (`uploadFz`, new generation `uploadFile`; reference 2.4, spec 002 sections 3.2, 5.2 and
 * 7.2): an array of `{name, fileId, url, fileSize, fileExtension, fileVersionId}`, each file sent
 * through the chunked uploader. Props `accept`, `fileSize` (10) in `sizeUnit` (MB), `limit` (0: any
 * number; 1: single-file mode), `buttonText`, `showTip`/`tipText`, `pathType`, `isAccount`, `folder`.
 */
import { defaultFileType, type FileValue } from '../../api/files';
import { uploadKind } from '../kit/uploader/upload-kind';
import { withPalette } from '../../engine/registry/settings';

export type { UploadFieldOptions } from '../kit/uploader/upload-kind';

export const uploadFzKind = withPalette(uploadKind<FileValue>('uploadFz', ['uploadFile'], defaultFileType, true), {
  group: 'basic',
  label: '文件上传',
  keys: { old: 'uploadFz', new: 'uploadFile' },
});
