import { memo, useLayoutEffect, useRef, useState } from 'react';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { labelId } from '../../engine/renderer/FieldShell';
import { useWidgetWords, type WidgetWord } from '../kit/words';
import type { EditorOptions } from './kind';
import { isBlankHtml, sanitizeHtml } from './sanitize';

const COMMANDS: { command: string; word: WidgetWord; glyph: string }[] = [
  { command: 'bold', word: 'bold', glyph: 'B' },
  { command: 'italic', word: 'italic', glyph: 'I' },
  { command: 'underline', word: 'underline', glyph: 'U' },
  { command: 'insertOrderedList', word: 'orderedList', glyph: '1.' },
  { command: 'insertUnorderedList', word: 'bulletList', glyph: '•' },
];

/** document.execCommand is deprecated but is still what contentEditable offers (jsdom lacks it). */
function exec(command: string, argument?: string): void {
  if (typeof document.execCommand === 'function') document.execCommand(command, false, argument);
}

function EditorEditImpl({ id, value, onChange, onBlur, disabled, readOnly, field, error }: FieldWidgetProps<string, EditorOptions>) {
  const w = useWidgetWords();
  const area = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | undefined>(undefined);
  const saved = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('https://');
  const locked = disabled || readOnly;

  // The DOM is the editor's own state: it is replaced only when the value comes from outside.
  useLayoutEffect(() => {
    const element = area.current;
    if (!element || value === emitted.current) return;
    element.innerHTML = typeof value === 'string' ? sanitizeHtml(value) : '';
    emitted.current = value;
  }, [value]);

  const emit = () => {
    const element = area.current;
    if (!element) return;
    const html = isBlankHtml(element.innerHTML) ? undefined : sanitizeHtml(element.innerHTML);
    emitted.current = html;
    onChange(html);
  };
  const run = (command: string, argument?: string) => {
    area.current?.focus();
    exec(command, argument);
    emit();
  };
  const saveSelection = () => {
    const selection = window.getSelection();
    saved.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
  };
  const insertLink = () => {
    area.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    if (href.trim() && href.trim() !== 'https://') exec('createLink', href.trim());
    emit();
    setLinking(false);
  };

  return (
    <div className="ef-editor" data-invalid={error ? '' : undefined} data-disabled={disabled ? '' : undefined}>
      {!locked && (
        <div className="ef-editor-bar" role="toolbar" aria-label={field.label}>
          {COMMANDS.map(({ command, word, glyph }) => (
            <button
              key={command}
              type="button"
              className="ef-icon-btn"
              aria-label={w(word)}
              title={w(word)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(command)}
            >
              {glyph}
            </button>
          ))}
          <button
            type="button"
            className="ef-icon-btn"
            aria-label={w('link')}
            title={w('link')}
            onMouseDown={(e) => {
              e.preventDefault();
              saveSelection();
            }}
            onClick={() => {
              setHref('https://');
              setLinking((open) => !open);
            }}
          >
            🔗
          </button>
          {linking && (
            <span className="ef-editor-link">
              <span className="ef-box">
                <input
                  aria-label={w('linkAddress')}
                  value={href}
                  onChange={(e) => setHref(e.target.value)}
                  onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), insertLink())}
                />
              </span>
              <button type="button" className="ef-editor-ok" onClick={insertLink}>
                {w('confirm')}
              </button>
            </span>
          )}
        </div>
      )}
      <div
        ref={area}
        id={id}
        className="ef-editor-area rich-text"
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId(id)}
        aria-invalid={error ? true : undefined}
        aria-readonly={readOnly || undefined}
        aria-disabled={disabled || undefined}
        aria-placeholder={field.placeholder}
        contentEditable={!locked}
        suppressContentEditableWarning
        tabIndex={disabled ? -1 : 0}
        onInput={emit}
        onBlur={onBlur}
        style={{ minHeight: field.options.height }}
      />
    </div>
  );
}

/** contentEditable with a small toolbar; the HTML it stores is sanitised. */
export const EditorEdit = memo(EditorEditImpl);
