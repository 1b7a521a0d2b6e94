/** The views of the uploadFz kind: loaded when a form uses it (index.ts), with react-dropzone and the chunked uploader. */
import type { FileValue } from '../../api/files';
import type { KindViews } from '../../engine/registry/types';
import { uploadStyles } from '../kit/uploader/upload-styles';
import type { UploadFieldOptions } from './kind';
import { UploadFzEdit } from './UploadFzEdit';
import { UploadFzCell, UploadFzRead } from './UploadFzRead';

export const uploadFzViews: KindViews<FileValue[], UploadFieldOptions> = {
  styles: uploadStyles,
  Edit: UploadFzEdit,
  Read: UploadFzRead,
  Cell: UploadFzCell,
};
