/**
 * The thumbnails of an uploadImg field: each opens the image viewer (all the field's images, from that
 * one), with a delete button (confirmed first) when editable; `children` come after them (the images on
 * their way and the add card).
 */
import { memo, useState, type ReactNode } from 'react';
import type { FileServices } from '../../api/file-client';
import { displayFileName, type ImageValue } from '../../api/files';
import { ConfirmRemove } from '../kit/uploader/ConfirmRemove';
import { ImageViewer } from '../kit/uploader/ImageViewer';
import type { UploadWords } from '../kit/uploader/words';

export interface ImageGridProps {
  images: ImageValue[];
  services: FileServices | undefined;
  onRemove?: (image: ImageValue) => void;
  u: UploadWords;
  children?: ReactNode;
}

export function imageSrc(services: FileServices | undefined, url: string): string {
  return services ? services.api.fileUrl(url) : url;
}

function ImageGridImpl({ images, services, onRemove, u, children }: ImageGridProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<ImageValue | null>(null);
  return (
    <>
      {images.map((image, at) => {
        const name = displayFileName(image.name);
        return (
          <div key={`${image.fileId}-${at}`} className="ef-img-card">
            <button type="button" className="ef-img-open" aria-label={`${u('preview')} ${name}`} onClick={() => setViewing(at)}>
              <img src={imageSrc(services, image.url)} alt={name} loading="lazy" />
            </button>
            {onRemove && (
              <button type="button" className="ef-img-remove" aria-label={`${u('delete')} ${name}`} onClick={() => setRemoving(image)}>
                ×
              </button>
            )}
          </div>
        );
      })}
      {children}
      {viewing !== null && (
        <ImageViewer
          images={images.map((image) => ({ name: image.name, src: imageSrc(services, image.url) }))}
          start={viewing}
          onClose={() => setViewing(null)}
          u={u}
        />
      )}
      {onRemove && (
        <ConfirmRemove
          open={removing !== null}
          u={u}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            if (removing) onRemove(removing);
            setRemoving(null);
          }}
        />
      )}
    </>
  );
}

export const ImageGrid = memo(ImageGridImpl);
