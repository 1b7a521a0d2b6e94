/**
 * A type-4 menu (reference 1.5 `dynamicDictionary`): the entries of the category its propertyJson
 * names by id or enCode, managed like on the dictionary screen. The category is looked up first, so
 * new entries get its id and its own isTree decides tree or list.
 */
import '../../../widgets';
import { useEffect, useMemo, useState } from 'react';
import { Box, Center, Spinner, Text } from '@chakra-ui/react';
import type { Notice } from '../../../api';
import { dictionaryMessages, type DictionaryTypeNode } from '../../../api/dictionary';
import type { DictionaryApi } from '../../../api/dictionary-client';
import { EnginePage } from '../../../engine/page';
import { createDictionaryFormSource } from '../../common/dictionary-form-source';
import { dictionaryItemsPage } from '../../../schemas/pages/dictionary';
import { createDictionarySource } from './dictionary-source';

export interface DictionaryMenuScreenProps {
  api: DictionaryApi;
  resolveUrl(path: string): string;
  notify(notice: Notice): void;
  /** The menu's propertyJson.moduleId: a category id or enCode. */
  typeIdOrCode: string;
}

const page = dictionaryItemsPage('$param');

export function findType(nodes: readonly DictionaryTypeNode[], idOrCode: string): DictionaryTypeNode | undefined {
  for (const node of nodes) {
    if (node.id === idOrCode || node.enCode === idOrCode) return node;
    const found = findType(node.children ?? [], idOrCode);
    if (found) return found;
  }
  return undefined;
}

export function DictionaryMenuScreen({ api, resolveUrl, notify, typeIdOrCode }: DictionaryMenuScreenProps) {
  const source = useMemo(() => createDictionarySource({ api, resolveUrl, form: createDictionaryFormSource(api) }), [api, resolveUrl]);
  const [type, setType] = useState<DictionaryTypeNode | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    api.typeTree().then(
      (nodes) => current && setType(findType(nodes, typeIdOrCode) ?? null),
      () => current && setType(null),
    );
    return () => {
      current = false;
    };
  }, [api, typeIdOrCode]);
  const params = useMemo(() => (type ? { id: type.id, isTree: type.isTree } : undefined), [type]);

  if (type === undefined) {
    return (
      <Center minH="30vh">
        <Spinner />
      </Center>
    );
  }
  if (!params) {
    return (
      <Text p="6" color="fg.muted" data-testid="dictionary-menu-missing">
        {dictionaryMessages.typeNotFound}
      </Text>
    );
  }
  return (
    <Box p="3" data-testid="dictionary-menu-screen">
      <EnginePage schema={page} dataSource={source} notify={notify} params={params} />
    </Box>
  );
}
