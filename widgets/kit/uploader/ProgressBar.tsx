/** A thin progress bar (inline styles: it shows in forms and in the floating panel alike). */
import { memo } from 'react';
import type { UploadStatus } from './status';

const colours: Record<UploadStatus, string> = {
  check: '#a0aec0',
  waiting: '#a0aec0',
  uploading: '#3182ce',
  paused: '#d69e2e',
  error: '#e53e3e',
  success: '#38a169',
};

function ProgressBarImpl({ value, status, label }: { value: number; status: UploadStatus; label: string }) {
  const percent = Math.round(Math.max(0, Math.min(1, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      style={{ height: 4, borderRadius: 2, background: '#edf2f7', overflow: 'hidden' }}
    >
      <div style={{ width: `${percent}%`, height: '100%', background: colours[status], transition: 'width 200ms linear' }} />
    </div>
  );
}

export const ProgressBar = memo(ProgressBarImpl);
