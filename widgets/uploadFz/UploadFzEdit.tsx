/**
 * The uploadFz edit widget (spec 002 section 5.2): the upload button (or files dropped on it; one file
 * at a time when `limit` is 1), the tip, the stored files (FileList.tsx) and the files on their way,
 * each with its status, progress and buttons (TaskRow.tsx). Every file goes through the screen's chunked
 * uploader (shared with the floating panel); a stored one is appended to the value. Files refused by the
 * field's rules show their message (1 s) and are not sent.
 */
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FileValue } from '../../api/files';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { labelId } from '../../engine/renderer/FieldShell';
import { DropArea } from '../kit/uploader/DropArea';
import { acceptAttribute } from '../kit/uploader/file-rules';
import { selectFiles } from '../kit/uploader/selection';
import { uploaderOf, useUploaderTasks } from '../kit/uploader/shared-uploader';
import { FILE_NOTICE_MS, fileValueOf, storedFiles } from '../kit/uploader/stored';
import { TaskRow } from '../kit/uploader/TaskRow';
import { uploaderText, useUploadWords } from '../kit/uploader/words';
import { FileList } from './FileList';
import type { UploadFieldOptions } from './kind';

function UploadFzEditImpl({ id, value, onChange, onBlur, disabled, readOnly, field, dataSource, error }: FieldWidgetProps<FileValue[], UploadFieldOptions>) {
  const u = useUploadWords();
  const o = field.options;
  const services = dataSource.files;
  const uploader = services ? uploaderOf(services) : undefined;
  const files = useMemo(() => storedFiles(value), [value]);
  // The value as last emitted: files stored in the same moment are all appended.
  const latest = useRef(files);
  useLayoutEffect(() => {
    latest.current = files;
  }, [files]);
  const [owner] = useState(() => ({ field: field.id }));
  const all = useUploaderTasks(uploader);
  const tasks = all.filter((task) => task.owner === owner && task.status !== 'success');
  const locked = disabled || readOnly;

  const emit = (next: FileValue[]) => {
    latest.current = next;
    onChange(next);
    onBlur();
  };

  const add = (chosen: File[]) => {
    if (!services || !uploader) return;
    const { taken, messages } = selectFiles(chosen, latest.current.length + tasks.length, o, false, u);
    for (const message of messages) services.notify({ type: 'error', message, duration: FILE_NOTICE_MS });
    for (const file of taken) {
      uploader.add(file, {
        type: o.type,
        pathType: o.pathType,
        ...(o.isAccount !== undefined ? { isAccount: o.isAccount } : {}),
        ...(o.folder ? { folder: o.folder } : {}),
        owner,
        text: uploaderText(u),
        onDone: (answer) => emit([...latest.current, fileValueOf(file, answer)]),
      });
    }
  };

  return (
    <div
      id={id}
      className="ef-upload"
      role="group"
      tabIndex={-1}
      aria-labelledby={labelId(id)}
      aria-invalid={error ? true : undefined}
      aria-disabled={disabled || undefined}
    >
      {!locked && (
        <DropArea
          className="ef-upload-drop"
          multiple={o.limit !== 1}
          disabled={!services}
          accept={acceptAttribute(o.accept)}
          inputLabel={field.label}
          onFiles={add}
        >
          {(open, dragging) => (
            <>
              <button type="button" className="ef-upload-btn" disabled={!services} title={services ? undefined : u('uploadUnavailable')} onClick={open}>
                {o.buttonText ?? u('upload')}
              </button>
              {services && <span className="ef-upload-hint">{dragging ? u('dropActive') : u('dropHint')}</span>}
            </>
          )}
        </DropArea>
      )}
      {o.showTip && o.tipText && !locked && <div className="ef-upload-tip">{o.tipText}</div>}
      <FileList
        files={files}
        services={services}
        type={o.type}
        u={u}
        {...(locked ? {} : { onRemove: (file: FileValue) => emit(latest.current.filter((item) => item !== file)) })}
      />
      {uploader && tasks.length > 0 && (
        <ul className="ef-upload-tasks">
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} uploader={uploader} u={u} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Files chosen or dropped, sent in chunks with their progress; the stored files with preview, download and delete. */
export const UploadFzEdit = memo(UploadFzEditImpl);
