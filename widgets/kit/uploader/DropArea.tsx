/**
 * Where files are chosen or dropped (react-dropzone): the children are the button(s); every chosen or
 * dropped file goes to `onFiles` (the field checks them itself, selection.ts). One file at a time when
 * `multiple` is false (single-file mode).
 */
import { memo, type ReactNode } from 'react';
import { useDropzone } from 'react-dropzone';

export interface DropAreaProps {
  className: string;
  multiple: boolean;
  disabled: boolean;
  /** The picker's `accept` attribute. */
  accept?: string;
  inputLabel: string;
  onFiles: (files: File[]) => void;
  children: (open: () => void, dragging: boolean) => ReactNode;
}

function DropAreaImpl({ className, multiple, disabled, accept, inputLabel, onFiles, children }: DropAreaProps) {
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    multiple,
    disabled,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejected) => {
      const files = [...accepted, ...rejected.map((rejection) => rejection.file)];
      if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
    },
  });
  return (
    <div {...getRootProps({ className })} data-dragging={isDragActive ? '' : undefined}>
      <input {...getInputProps()} {...(accept ? { accept } : {})} aria-label={inputLabel} />
      {children(open, isDragActive)}
    </div>
  );
}

export const DropArea = memo(DropAreaImpl);
