import { memo, useLayoutEffect, useRef } from 'react';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { useEngineText } from '../../engine/i18n/context';
import type { TextareaOptions } from './kind';

/** Line height and vertical padding of the textarea in px (control styles: 1.5rem lines, 0.375rem padding). */
const LINE_PX = 24;
const PADDING_PX = 12;

function TextareaEditImpl({ id, value, onChange, onBlur, disabled, readOnly, field, error }: FieldWidgetProps<string, TextareaOptions>) {
  const t = useEngineText();
  const ref = useRef<HTMLTextAreaElement>(null);
  const { minRows, maxRows, maxlength, showWordLimit } = field.options;
  const text = value ?? '';
  const counter = showWordLimit && maxlength !== undefined ? `${[...text].length}/${maxlength}` : undefined;

  // Autosize between minRows and maxRows (Element's autosize), measured after each change.
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area || maxRows <= minRows) return;
    area.style.height = 'auto';
    const limit = maxRows * LINE_PX + PADDING_PX;
    area.style.height = `${Math.min(Math.max(area.scrollHeight, minRows * LINE_PX + PADDING_PX), limit)}px`;
    area.style.overflowY = area.scrollHeight > limit ? 'auto' : 'hidden';
  }, [text, minRows, maxRows]);

  return (
    <div className="ef-box ef-textarea" data-invalid={error ? '' : undefined} data-disabled={disabled ? '' : undefined}>
      <textarea
        ref={ref}
        id={id}
        value={text}
        rows={minRows}
        maxLength={maxlength}
        placeholder={field.placeholder ?? t('inputPlaceholder')}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={onBlur}
      />
      {counter && (
        <span className="ef-textarea-count" data-testid="word-count">
          {counter}
        </span>
      )}
    </div>
  );
}

/** Multi-line text with autosize rows and an optional counter. */
export const TextareaEdit = memo(TextareaEditImpl);
