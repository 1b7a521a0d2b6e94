/**
 * Label column, required mark, tipLabel tooltip and the error line around one field (reference 2.3:
 * labelWidth, showLabel, tipLabel; label position from the form).
 */
import type { ReactNode } from 'react';
import { Tooltip } from '@chakra-ui/react';
import type { FormSettings } from '../compiler/types';

/** The id of a field's label, for group widgets' aria-labelledby. */
export function labelId(controlId: string): string {
  return `${controlId}__label`;
}

export interface FieldShellProps {
  /** id of the field's control; the label gets `labelId(id)`. */
  id?: string;
  /** id of the control the label names; omit for groups that label themselves. */
  htmlFor?: string;
  label: string;
  showLabel: boolean;
  labelWidth?: number;
  tipLabel?: string;
  required: boolean;
  error?: string;
  errorId?: string;
  settings: FormSettings;
  children: ReactNode;
}

export function FieldShell({ id, htmlFor, label, showLabel, labelWidth, tipLabel, required, error, errorId, settings, children }: FieldShellProps) {
  const position = settings.labelPosition;
  const width = labelWidth ?? settings.labelWidth;
  const hasLabel = showLabel && label !== '';
  return (
    <div className="ef-item" data-position={position} data-invalid={error ? '' : undefined}>
      {hasLabel && (
        <div className="ef-label" style={position === 'top' || labelWidth === undefined ? undefined : { width }}>
          <label id={id ? labelId(id) : undefined} htmlFor={htmlFor} data-required={required ? '' : undefined}>
            {label}
            {settings.labelSuffix}
          </label>
          {/* Outside the label, so the label's text stays the field's accessible name. */}
          {tipLabel && <TipMark text={tipLabel} />}
        </div>
      )}
      {/* Without a label column the control still lines up with labelled ones (Element's el-form-item). */}
      <div className="ef-control" style={!hasLabel && showLabel && position !== 'top' ? { marginInlineStart: width } : undefined}>
        {children}
        {error && (
          <div className="ef-error" id={errorId} role="alert">
            {error}
          </div>
        )}
      </div>
    </div>
  );
}

function TipMark({ text }: { text: string }) {
  return (
    <Tooltip.Root openDelay={200} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <span className="ef-tip" tabIndex={0} aria-label={text} role="img">
          ⓘ
        </span>
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content maxW="xs">{text}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}
