/**
 * The search form (any field kinds, laid out by its UI schema) with search and reset; Enter searches.
 * A flat one is drawn without RJSF (`plain`): a list page loads @rjsf/core with its first dialog.
 */
import { useMemo } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { Box, Button, HStack } from '@chakra-ui/react';
import { compileSchemaForm } from '../compiler/schema-pair';
import { EngineForm } from '../renderer/EngineForm';
import { useRjsfLoaded } from '../renderer/use-kinds';
import { FormController } from '../state/controller';
import { plainDefaults } from '../state/plain-defaults';
import { KIT_PALETTE } from './kit';
import { usePageEnv } from './page-env';
import type { SearchConfig } from './schema-types';
import { localizeSearch } from './search-texts';

/** Values worth sending: empty text, empty lists and null are "no filter". */
export function searchValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)),
  );
}

export function SearchBar({ config, onSearch }: { config: SearchConfig; onSearch(values: Record<string, unknown>): void }) {
  const env = usePageEnv();
  const form = useMemo(() => {
    const local = localizeSearch(config, env.language);
    return compileSchemaForm(local.schema as RJSFSchema, local.uiSchema as UiSchema | undefined);
  }, [config, env.language]);
  // A search form of plain values starts without RJSF; one with lists or ranges waits for its defaults.
  const rjsfReady = useRjsfLoaded(useMemo(() => plainDefaults(form.schema, undefined) === undefined, [form]));
  const controller = useMemo(
    () => (rjsfReady ? new FormController(form, { language: env.language }) : undefined),
    [form, env.language, rjsfReady],
  );
  const search = () => onSearch(controller ? searchValues(controller.getValues()) : {});
  const reset = () => {
    controller?.reset();
    onSearch({});
  };

  return (
    <HStack
      align="start"
      gap="3"
      p="3"
      bg="bg"
      borderRadius="md"
      data-testid="page-search"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') search();
      }}
    >
      <Box flex="1" minW="0">
        {controller ? (
          <EngineForm form={form} controller={controller} dataSource={env.source.form} language={env.language} plain />
        ) : (
          <div className="engine-form-loading" aria-busy="true" />
        )}
      </Box>
      <Button size="sm" colorPalette={KIT_PALETTE} onClick={search}>
        {env.word('search')}
      </Button>
      <Button size="sm" variant="outline" onClick={reset}>
        {env.word('reset')}
      </Button>
    </HStack>
  );
}
