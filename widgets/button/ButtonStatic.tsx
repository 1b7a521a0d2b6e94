import { memo } from 'react';
import { Button, Flex } from '@chakra-ui/react';
import type { StaticKindProps } from '../../engine/registry/types';
import { useWidgetSize } from '../../engine/renderer/widget-size';
import type { ButtonOptions } from './kind';

/** Element's button types as Chakra palette and variant. */
const LOOKS: Record<string, { colorPalette: string; variant: 'solid' | 'outline' | 'plain' }> = {
  primary: { colorPalette: 'blue', variant: 'solid' },
  success: { colorPalette: 'green', variant: 'solid' },
  warning: { colorPalette: 'orange', variant: 'solid' },
  danger: { colorPalette: 'red', variant: 'solid' },
  info: { colorPalette: 'gray', variant: 'solid' },
  text: { colorPalette: 'blue', variant: 'plain' },
};

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

function ButtonStaticImpl({ field, mode }: StaticKindProps<ButtonOptions>) {
  const size = useWidgetSize();
  const { buttonText, align, type } = field.options;
  const look = LOOKS[type] ?? { colorPalette: 'gray', variant: 'outline' as const };
  return (
    <Flex justify={JUSTIFY[align]} minH="2rem" align="center">
      <Button type="button" size={size} colorPalette={look.colorPalette} variant={look.variant} disabled={field.disabled || mode !== 'edit'}>
        {buttonText}
      </Button>
    </Flex>
  );
}

export const ButtonStatic = memo(ButtonStaticImpl);
