import { memo, useState } from 'react';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { useWidgetWords } from '../kit/words';
import { formatColor, opaqueHex, parseColor } from './color';
import type { ColorPickerOptions } from './kind';
import { ColorSwatch } from './ColorPickerRead';

function ColorPickerEditImpl({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  readOnly,
  field,
  error,
}: FieldWidgetProps<string, ColorPickerOptions>) {
  const w = useWidgetWords();
  const { showAlpha, colorFormat, predefine } = field.options;
  const color = parseColor(value);
  // What is typed stays as typed until the box loses focus; each valid colour is stored in the field's format.
  const [draft, setDraft] = useState<string | null>(null);
  const locked = disabled || readOnly;
  const store = (next: ReturnType<typeof parseColor>) => onChange(next ? formatColor(next, colorFormat, showAlpha) : undefined);
  const badDraft = draft !== null && draft.trim() !== '' && !parseColor(draft);

  return (
    <div>
      <div className="ef-row">
        <input
          type="color"
          className="ef-color-well"
          aria-label={w('color')}
          value={color ? opaqueHex(color) : '#000000'}
          disabled={locked}
          onChange={(e) => store({ ...parseColor(e.target.value)!, a: color?.a ?? 1 })}
        />
        <div className="ef-box ef-color-text" data-invalid={error || badDraft ? '' : undefined} data-disabled={disabled ? '' : undefined}>
          <input
            id={id}
            value={draft ?? value ?? ''}
            placeholder={field.placeholder}
            disabled={disabled}
            readOnly={readOnly}
            aria-invalid={error || badDraft ? true : undefined}
            onChange={(e) => {
              const text = e.target.value;
              if (text.trim() === '') {
                setDraft(null);
                onChange(undefined);
                return;
              }
              setDraft(text);
              const parsed = parseColor(text);
              if (parsed) store(parsed);
            }}
            onBlur={() => {
              setDraft(null);
              onBlur();
            }}
          />
          {field.clearable && !locked && value && (
            <span className="ef-adorn">
              <button type="button" className="ef-icon-btn" aria-label={w('clear')} onClick={() => onChange(undefined)}>
                ×
              </button>
            </span>
          )}
        </div>
        {showAlpha && (
          <input
            type="range"
            aria-label={w('alpha')}
            min={0}
            max={1}
            step={0.01}
            value={color?.a ?? 1}
            disabled={locked || !color}
            onChange={(e) => color && store({ ...color, a: Number(e.target.value) })}
          />
        )}
      </div>
      {predefine.length > 0 && (
        <div className="ef-row ef-swatches">
          {predefine.map((c) => (
            <button key={c} type="button" aria-label={c} disabled={locked} onClick={() => store(parseColor(c))}>
              <ColorSwatch color={c} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** A colour: the system colour dialog, the text, an opacity slider with show-alpha, predefined swatches. */
export const ColorPickerEdit = memo(ColorPickerEditImpl);
