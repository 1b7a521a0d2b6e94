/**
 * The floating uploader panel (spec 002 section 2.7): at the bottom right of the page, the files of the
 * screen's chunked uploader with name, size, status and progress and their buttons (TaskRow.tsx);
 * collapsible; closed (the stored files taken off the list) once nothing is on its way. Hidden while the
 * list is empty. A screen mounts it once, beside its forms: `<UploaderPanel services={dataSource.files} />`
 * (the same services object its forms get, so that they share one uploader).
 */
import { memo, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import type { FileServices } from '../../../api/file-client';
import { EngineLanguageContext } from '../../../engine/i18n/context';
import type { EngineLanguage } from '../../../engine/i18n/messages';
import { uploaderOf, useUploaderTasks } from './shared-uploader';
import type { ChunkUploader } from './uploader';
import { aboveDialogs } from './above-dialogs';
import { TaskRow } from './TaskRow';
import { useUploadWords } from './words';

export interface UploaderPanelProps {
  /** The screen's file services (`DataSource.files`): the panel shows their uploader's files. */
  services?: FileServices;
  /** Or an uploader of its own (stories, tests). */
  uploader?: ChunkUploader;
  /** The panel's language (the engine's context otherwise: zh outside a form). */
  language?: EngineLanguage;
  /** Start collapsed. */
  collapsed?: boolean;
  /** Render in place instead of fixed at the page's corner (stories). */
  inline?: boolean;
}

const frame: CSSProperties = {
  width: 420,
  maxWidth: 'calc(100vw - 2rem)',
  background: 'white',
  color: '#1a202c',
  borderRadius: 6,
  boxShadow: '0 4px 16px rgba(0,0,0,0.18)',
  border: '1px solid #e2e8f0',
  fontSize: '0.875rem',
};
// Usable beside an open modal dialog (above-dialogs.ts).
const fixed: CSSProperties = { position: 'fixed', right: 16, bottom: 16, zIndex: 2000, pointerEvents: 'auto' };
const header: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 12px',
  borderBottom: '1px solid #e2e8f0',
  background: '#f7fafc',
  borderRadius: '6px 6px 0 0',
};
const headerButton: CSSProperties = {
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  padding: '0 4px',
  fontSize: '0.875rem',
  color: '#4a5568',
};
const list: CSSProperties = { listStyle: 'none', margin: 0, padding: '4px 12px', maxHeight: 320, overflowY: 'auto' };

function PanelBody({ uploader, collapsed: startCollapsed = false, inline }: UploaderPanelProps & { uploader: ChunkUploader }) {
  const u = useUploadWords();
  const tasks = useUploaderTasks(uploader);
  // Collapsed to its header once every file is stored (so it covers no dialog's buttons), open while one is
  // on its way; the user's choice holds until that changes.
  const [choice, setChoice] = useState<{ busy: boolean; collapsed: boolean } | null>(null);
  if (tasks.length === 0) return null;
  const done = tasks.filter((task) => task.status === 'success').length;
  const busy = done < tasks.length;
  const collapsed = choice && choice.busy === busy ? choice.collapsed : startCollapsed || !busy;
  const panel = (
    <section
      ref={inline ? undefined : aboveDialogs}
      role="region"
      aria-label={u('panelTitle')}
      style={{ ...frame, ...(inline ? {} : fixed), ...(collapsed ? { width: 'auto' } : {}) }}
      data-testid="uploader-panel"
    >
      <div style={header}>
        <strong style={{ flex: 1 }}>{u('panelTitle')}</strong>
        <span style={{ color: '#718096', fontSize: '0.8125rem' }}>{u('panelSummary', { done, total: tasks.length })}</span>
        <button type="button" style={headerButton} aria-expanded={!collapsed} onClick={() => setChoice({ busy, collapsed: !collapsed })}>
          {collapsed ? u('expand') : u('collapse')}
        </button>
        <button
          type="button"
          style={{ ...headerButton, opacity: busy ? 0.4 : 1, cursor: busy ? 'not-allowed' : 'pointer' }}
          aria-label={u('close')}
          disabled={busy}
          onClick={() => uploader.clearFinished()}
        >
          ×
        </button>
      </div>
      {!collapsed && (
        <ul style={list}>
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} uploader={uploader} u={u} />
          ))}
        </ul>
      )}
    </section>
  );
  return inline || typeof document === 'undefined' ? panel : createPortal(panel, document.body);
}

function UploaderPanelImpl(props: UploaderPanelProps) {
  const uploader = props.uploader ?? (props.services ? uploaderOf(props.services) : undefined);
  if (!uploader) return null;
  const body = <PanelBody {...props} uploader={uploader} />;
  return props.language ? <EngineLanguageContext.Provider value={props.language}>{body}</EngineLanguageContext.Provider> : body;
}

export const UploaderPanel = memo(UploaderPanelImpl);
export default UploaderPanel;
