/** The views of the uploadImg kind: loaded when a form uses it (index.ts), with react-dropzone. */
import type { ImageValue } from '../../api/files';
import type { KindViews } from '../../engine/registry/types';
import { uploadStyles } from '../kit/uploader/upload-styles';
import type { UploadFieldOptions } from './kind';
import { UploadImgEdit } from './UploadImgEdit';
import { UploadImgCell, UploadImgRead } from './UploadImgRead';

export const uploadImgViews: KindViews<ImageValue[], UploadFieldOptions> = {
  styles: uploadStyles,
  Edit: UploadImgEdit,
  Read: UploadImgRead,
  Cell: UploadImgCell,
};
