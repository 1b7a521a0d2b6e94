/** The uploadImg detail (thumbnails opening the viewer) and list cell (small thumbnails). */
import { displayFileName, type ImageValue } from '../../api/files';
import type { FieldCellProps, FieldReadProps } from '../../engine/registry/types';
import { storedFiles } from '../kit/uploader/stored';
import { useUploadWords } from '../kit/uploader/words';
import { ImageGrid, imageSrc } from './ImageGrid';
import type { UploadFieldOptions } from './kind';

export function UploadImgRead({ id, value, dataSource }: FieldReadProps<ImageValue[], UploadFieldOptions>) {
  const u = useUploadWords();
  const images = storedFiles(value) as ImageValue[];
  if (images.length === 0) return null;
  return (
    <div id={id} className="ef-upload-img">
      <ImageGrid images={images} services={dataSource.files} u={u} />
    </div>
  );
}

const thumb = { width: 28, height: 28, objectFit: 'cover', borderRadius: 2, border: '1px solid #e2e8f0' } as const;

export function UploadImgCell({ value, dataSource }: FieldCellProps<ImageValue[], UploadFieldOptions>) {
  const images = storedFiles(value) as ImageValue[];
  if (images.length === 0) return null;
  return (
    <span style={{ display: 'inline-flex', gap: 4, verticalAlign: 'middle' }}>
      {images.map((image, at) => (
        <img key={`${image.fileId}-${at}`} src={imageSrc(dataSource.files, image.url)} alt={displayFileName(image.name)} style={thumb} />
      ))}
    </span>
  );
}
