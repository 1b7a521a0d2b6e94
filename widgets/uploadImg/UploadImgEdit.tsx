/**
 * The uploadImg edit widget (spec 002 sections 5.3 and 7.2): the thumbnails, the images on their way,
 * and the add card (click or drop; one image at a time when `limit` is 1). Each image taken by the
 * field's rules is sent at once by the simple upload to `/api/file/Uploader/annexpic` (with `pathType`,
 * `isAccount`, `folder`) and appended as `{name, fileId, url}`; a failure shows the server's message for
 * 1.5 s and drops the image.
 */
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ImageValue } from '../../api/files';
import { displayFileName } from '../../api/files';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { labelId } from '../../engine/renderer/FieldShell';
import { DropArea } from '../kit/uploader/DropArea';
import { acceptAttribute } from '../kit/uploader/file-rules';
import { selectFiles } from '../kit/uploader/selection';
import { IMAGE_NOTICE_MS, imageValueOf, storedFiles } from '../kit/uploader/stored';
import { useUploadWords } from '../kit/uploader/words';
import { ImageGrid } from './ImageGrid';
import type { UploadFieldOptions } from './kind';

interface Sending {
  key: number;
  name: string;
}

let nextKey = 1;

function UploadImgEditImpl({ id, value, onChange, onBlur, disabled, readOnly, field, dataSource, error }: FieldWidgetProps<ImageValue[], UploadFieldOptions>) {
  const u = useUploadWords();
  const o = field.options;
  const services = dataSource.files;
  const images = useMemo(() => storedFiles(value) as ImageValue[], [value]);
  const latest = useRef(images);
  useLayoutEffect(() => {
    latest.current = images;
  }, [images]);
  const [sending, setSending] = useState<Sending[]>([]);
  const sendingCount = useRef(0);
  const locked = disabled || readOnly;

  const emit = (next: ImageValue[]) => {
    latest.current = next;
    onChange(next);
    onBlur();
  };

  const send = async (file: File) => {
    if (!services) return;
    const item = { key: nextKey++, name: file.name };
    sendingCount.current++;
    setSending((list) => [...list, item]);
    try {
      const extra = {
        pathType: o.pathType,
        ...(o.isAccount !== undefined ? { isAccount: o.isAccount } : {}),
        ...(o.folder ? { folder: o.folder } : {}),
      };
      const answer = await services.api.upload(o.type, file, file.name, extra);
      emit([...latest.current, imageValueOf(file, answer)]);
    } catch (failure) {
      services.notify({ type: 'error', message: failure instanceof Error && failure.message ? failure.message : u('uploadFailed'), duration: IMAGE_NOTICE_MS });
    } finally {
      sendingCount.current--;
      setSending((list) => list.filter((other) => other !== item));
    }
  };

  const add = (chosen: File[]) => {
    if (!services) return;
    const { taken, messages } = selectFiles(chosen, latest.current.length + sendingCount.current, o, true, u);
    for (const message of messages) services.notify({ type: 'error', message, duration: IMAGE_NOTICE_MS });
    for (const file of taken) void send(file);
  };

  return (
    <div className="ef-upload">
      <div
        id={id}
        className="ef-upload-img"
        role="group"
        tabIndex={-1}
        aria-labelledby={labelId(id)}
        aria-invalid={error ? true : undefined}
        aria-disabled={disabled || undefined}
      >
        <ImageGrid
          images={images}
          services={services}
          u={u}
          {...(locked ? {} : { onRemove: (image: ImageValue) => emit(latest.current.filter((other) => other !== image)) })}
        >
          {sending.map((item) => (
            <div key={item.key} className="ef-img-card ef-img-pending" role="status" aria-label={displayFileName(item.name)}>
              {u('statusUploading')}…
            </div>
          ))}
          {!locked && (
            <DropArea
              className="ef-img-add"
              multiple={o.limit !== 1}
              disabled={!services}
              accept={acceptAttribute(o.accept) ?? 'image/*'}
              inputLabel={field.label}
              onFiles={add}
            >
              {(open) => (
                <button type="button" aria-label={u('uploadImage')} title={services ? u('uploadImage') : u('uploadUnavailable')} disabled={!services} onClick={open}>
                  ＋
                </button>
              )}
            </DropArea>
          )}
        </ImageGrid>
      </div>
      {o.showTip && o.tipText && !locked && <div className="ef-upload-tip">{o.tipText}</div>}
    </div>
  );
}

/** Thumbnails with the viewer and delete; images chosen or dropped are uploaded at once. */
export const UploadImgEdit = memo(UploadImgEditImpl);
