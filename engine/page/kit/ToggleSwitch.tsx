/**
 * The one on/off switch outside generated forms: a `<button role="switch">` with `aria-checked`, drawn
 * by ./switch-look.ts (the form switch of widgets/switch uses the same look). The label, when given,
 * stands beside it and names it; otherwise `aria-label` must.
 */
import { useId, type ReactNode } from 'react';
import { chakra, HStack, Text } from '@chakra-ui/react';
import { switchTrackStyles } from './switch-look';

const Track = chakra('button', { base: switchTrackStyles });

export interface ToggleSwitchProps {
  checked: boolean;
  onChange?(checked: boolean): void;
  /** Visible text beside the switch that names it. */
  label?: ReactNode;
  /** The name when there is no visible label (or a different one is wanted). */
  'aria-label'?: string;
  disabled?: boolean;
  /** Where the label stands (default after the switch). */
  labelPlacement?: 'start' | 'end';
  /** Text after the switch that says the state (e.g. 启用/禁用); not part of the name. */
  stateText?: ReactNode;
  /** Spread the label and the switch across the width. */
  spread?: boolean;
}

export function ToggleSwitch({
  checked,
  onChange,
  label,
  'aria-label': ariaLabel,
  disabled = false,
  labelPlacement = 'end',
  stateText,
  spread = false,
}: ToggleSwitchProps) {
  const labelId = useId();
  const text = label ? (
    <Text as="span" id={labelId} fontSize="sm" cursor={disabled ? undefined : 'pointer'} onClick={() => !disabled && onChange?.(!checked)}>
      {label}
    </Text>
  ) : null;
  return (
    <HStack
      as="span"
      display="inline-flex"
      gap="2"
      justify={spread ? 'space-between' : undefined}
      w={spread ? '100%' : undefined}
      data-kit="switch"
    >
      {labelPlacement === 'start' ? text : null}
      <Track
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabel ? undefined : label ? labelId : undefined}
        data-state={checked ? 'checked' : 'unchecked'}
        disabled={disabled}
        onClick={() => onChange?.(!checked)}
      />
      {labelPlacement === 'end' ? text : null}
      {stateText ? (
        <Text as="span" fontSize="sm">
          {stateText}
        </Text>
      ) : null}
    </HStack>
  );
}
