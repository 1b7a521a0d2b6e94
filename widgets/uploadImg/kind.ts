/**
 * Image upload (`uploadImg`; reference 2.4, spec 002 sections 3.2, 5.3 and 7.2): an array of
 * `{name, fileId, url}`, each image sent by the simple upload (`POST /api/file/Uploader/annexpic`) and
 * shown as a thumbnail. Props as uploadFz without `buttonText`.
 */
import { defaultImageType, type ImageValue } from '../../api/files';
import { uploadKind } from '../kit/uploader/upload-kind';
import { withPalette } from '../../engine/registry/settings';

export type { UploadFieldOptions } from '../kit/uploader/upload-kind';

export const uploadImgKind = withPalette(uploadKind<ImageValue>('uploadImg', [], defaultImageType, false), {
  group: 'basic',
  label: '图片上传',
});
