/**
 * One file of the chunked uploader: its name (`#` stripped), size, status text, progress bar and the
 * buttons its status allows (status.ts: none while checking).
 */
import { memo, type CSSProperties } from 'react';
import { displayFileName } from '../../../api/files';
import { formatSize } from './file-rules';
import { ProgressBar } from './ProgressBar';
import type { UploadAction, UploadStatus } from './status';
import type { ChunkUploader, TaskView } from './uploader';
import type { UploadWord, UploadWords } from './words';

export const statusWord: Record<UploadStatus, UploadWord> = {
  check: 'statusCheck',
  waiting: 'statusWaiting',
  uploading: 'statusUploading',
  paused: 'statusPaused',
  error: 'statusError',
  success: 'statusSuccess',
};

const row: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 4, padding: '6px 0' };
const line: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, fontSize: '0.8125rem', minWidth: 0 };
const name: CSSProperties = { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const muted: CSSProperties = { color: '#718096', whiteSpace: 'nowrap' };
const button: CSSProperties = {
  border: 'none',
  background: 'none',
  padding: '0 2px',
  color: '#3182ce',
  cursor: 'pointer',
  fontSize: '0.8125rem',
};

export interface TaskRowProps {
  task: TaskView;
  uploader: ChunkUploader;
  u: UploadWords;
}

function TaskRowImpl({ task, uploader, u }: TaskRowProps) {
  const shown = displayFileName(task.name);
  const percent = Math.floor(task.progress * 100);
  const text = u(statusWord[task.status]) + (task.status === 'uploading' || task.status === 'paused' ? ` ${percent}%` : '');
  const run = (action: UploadAction) => {
    if (action === 'pause') uploader.pause(task.id);
    else if (action === 'resume') uploader.resume(task.id);
    else if (action === 'retry') uploader.retry(task.id);
    else uploader.remove(task.id);
  };
  return (
    <li style={row} data-status={task.status} aria-label={shown}>
      <div style={line}>
        <span style={name} title={shown}>
          {shown}
        </span>
        <span style={muted}>{formatSize(task.size)}</span>
        <span style={{ ...muted, color: task.status === 'error' ? '#e53e3e' : muted.color }} role="status">
          {text}
        </span>
        {task.actions.map((action) => (
          <button key={action} type="button" style={button} aria-label={`${u(action)} ${shown}`} onClick={() => run(action)}>
            {u(action)}
          </button>
        ))}
      </div>
      <ProgressBar value={task.progress} status={task.status} label={shown} />
    </li>
  );
}

export const TaskRow = memo(TaskRowImpl);
