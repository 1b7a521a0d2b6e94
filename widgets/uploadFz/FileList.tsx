/**
 * The stored files of an uploadFz field: each name (`#` stripped) opens its preview, with its size, a
 * download button and, when editable, a delete button (confirmed first); then 全部下载 (a zip of all;
 * '未发现文件' when there are none). Without file services the names show as text.
 */
import { memo, useState } from 'react';
import type { FileServices } from '../../api/file-client';
import { displayFileName, type FileValue } from '../../api/files';
import { ConfirmRemove } from '../kit/uploader/ConfirmRemove';
import { downloadAllFiles, downloadFile } from '../kit/uploader/download';
import { formatSize } from '../kit/uploader/file-rules';
import { PreviewDialog } from '../kit/uploader/PreviewDialog';
import { FILE_NOTICE_MS } from '../kit/uploader/stored';
import type { UploadWords } from '../kit/uploader/words';

export interface FileListProps {
  files: FileValue[];
  services: FileServices | undefined;
  type: string;
  /** Called with the list without the file, once the deletion is confirmed; absent: no delete buttons. */
  onRemove?: (file: FileValue) => void;
  u: UploadWords;
}

function FileListImpl({ files, services, type, onRemove, u }: FileListProps) {
  const [removing, setRemoving] = useState<FileValue | null>(null);
  const [previewing, setPreviewing] = useState<FileValue | null>(null);
  return (
    <>
      {files.length > 0 && (
        <ul className="ef-upload-files">
          {files.map((file, at) => {
            const name = displayFileName(file.name);
            return (
              <li key={`${file.fileId}-${at}`} className="ef-upload-file">
                {services ? (
                  <button type="button" className="ef-upload-name" title={name} aria-label={`${u('preview')} ${name}`} onClick={() => setPreviewing(file)}>
                    {name}
                  </button>
                ) : (
                  <span className="ef-upload-plain">{name}</span>
                )}
                {file.fileSize !== undefined && <span className="ef-upload-size">{formatSize(file.fileSize)}</span>}
                {services && (
                  <button type="button" className="ef-upload-act" aria-label={`${u('download')} ${name}`} onClick={() => void downloadFile(services, type, file)}>
                    {u('download')}
                  </button>
                )}
                {onRemove && (
                  <button type="button" className="ef-upload-act" data-danger="" aria-label={`${u('delete')} ${name}`} onClick={() => setRemoving(file)}>
                    {u('delete')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {services && (
        <button
          type="button"
          className="ef-upload-all"
          onClick={() => void downloadAllFiles(services, type, files, { message: u('noFiles'), duration: FILE_NOTICE_MS })}
        >
          {u('downloadAll')}
        </button>
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
      {services && (
        <PreviewDialog file={previewing} services={services} type={type} onClose={() => setPreviewing(null)} u={u} noticeDuration={FILE_NOTICE_MS} />
      )}
    </>
  );
}

export const FileList = memo(FileListImpl);
