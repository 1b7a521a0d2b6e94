/** The uploadFz detail (the files with preview and download, and 全部下载) and list cell (the names). */
import type { FileValue } from '../../api/files';
import { displayFileName } from '../../api/files';
import type { FieldCellProps, FieldReadProps } from '../../engine/registry/types';
import { storedFiles } from '../kit/uploader/stored';
import { useUploadWords } from '../kit/uploader/words';
import { FileList } from './FileList';
import type { UploadFieldOptions } from './kind';

export function UploadFzRead({ id, value, field, dataSource }: FieldReadProps<FileValue[], UploadFieldOptions>) {
  const u = useUploadWords();
  return (
    <div id={id} className="ef-upload">
      <FileList files={storedFiles(value)} services={dataSource.files} type={field.options.type} u={u} />
    </div>
  );
}

export function UploadFzCell({ value }: FieldCellProps<FileValue[], UploadFieldOptions>) {
  const names = storedFiles(value).map((file) => displayFileName(file.name));
  if (names.length === 0) return null;
  return <span title={names.join('\n')}>{names.join('，')}</span>;
}
