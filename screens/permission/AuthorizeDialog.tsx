/**
 * 权限授权: a role's grants, per system a tree of its menus, each menu with its buttons, list columns,
 * form fields and data rules; check-all per system, half-checked menus, and a search. Saving replaces
 * every grant of the role at once (`PUT Authority/Data/{id}`); the server enforces them. A menu that
 * limits its rows offers 方案管理 beside its data rules, to define them; the tree then reloads, keeping
 * what is checked.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Button, Checkbox, Dialog, Flex, HStack, Input, Portal, Spinner, Tabs, Text } from '@chakra-ui/react';
import { authorizeCalls, type AuthorizeNode } from '../../api/authorize-client';
import { usePermissions } from '../../engine/permission/Can';
import { moduleSchemeButton } from '../../schemas/resources/module-scheme';
import type { ExtraDialogProps } from '../resource/resource-extras';
import { useBundleTranslation } from '../use-bundle-translation';
import { AUTHORIZE_NAMESPACE, authorizeBundles } from './i18n';
import {
  checkedOf,
  grantsOf,
  itemKinds,
  keptChecks,
  keyOf,
  keysUnder,
  menuState,
  parentsOf,
  toggleItem,
  toggleMenu,
  visibleMenus,
  type ItemKind,
} from './authorize-state';

const SchemeManagerDialog = lazy(() => import('./SchemeManagerDialog'));

/** Spec 001 section 9: pickers and large dialogs are 800 px. */
const DIALOG_WIDTH = '800px';

interface Loaded {
  systems: AuthorizeNode[];
  checked: Set<string>;
}

export default function AuthorizeDialog({ open, client, formSource, notify, onClose }: ExtraDialogProps) {
  const { t } = useBundleTranslation(AUTHORIZE_NAMESPACE, authorizeBundles);
  const calls = useMemo(() => authorizeCalls(client), [client]);
  const roleId = String(open.row.id);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  // Defining data rules takes the same button as authorising (server/resources/hooks/module-scheme-hooks.ts).
  const canManageRules = usePermissions().hasButton(moduleSchemeButton);
  const [rulesOf, setRulesOf] = useState<AuthorizeNode | null>(null);
  const closeRules = useCallback(() => setRulesOf(null), []);
  const reload = useCallback(
    () =>
      calls.load(roleId, 'Role').then(
        (data) => setLoaded((current) => current && { systems: data.list, checked: keptChecks(current.checked, data.list) }),
        () => undefined,
      ),
    [calls, roleId],
  );

  useEffect(() => {
    let live = true;
    calls.load(roleId, 'Role').then(
      (data) => live && setLoaded({ systems: data.list, checked: checkedOf(data.granted) }),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [calls, roleId, onClose]);

  const parents = useMemo(() => parentsOf(loaded?.systems ?? []), [loaded?.systems]);
  const visible = useMemo(() => visibleMenus(loaded?.systems ?? [], search), [loaded?.systems, search]);
  const setChecked = (next: Set<string>) => setLoaded((current) => current && { ...current, checked: next });

  const save = async () => {
    if (!loaded || busy) return;
    setBusy(true);
    try {
      const msg = await calls.save(roleId, 'Role', grantsOf(loaded.checked, loaded.systems));
      notify({ type: 'success', message: msg, duration: 1500 });
      open.refresh();
      onClose();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" scrollBehavior="inside" lazyMount>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={DIALOG_WIDTH} maxW="calc(100vw - 2rem)" data-testid="authorize-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('title', { name: String(open.row.fullName ?? '') })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body minH="360px">
              {!loaded ? (
                <Flex justify="center" py="10">
                  <Spinner aria-label={t('loading')} />
                </Flex>
              ) : (
                <>
                  <Input
                    size="sm"
                    mb="3"
                    placeholder={t('search')}
                    aria-label={t('search')}
                    value={search}
                    onChange={(event) => setSearch(event.target.value)}
                  />
                  <Tabs.Root defaultValue={loaded.systems[0]?.id} size="sm" lazyMount>
                    <Tabs.List>
                      {loaded.systems.map((system) => (
                        <Tabs.Trigger key={system.id} value={system.id}>
                          {system.fullName}
                        </Tabs.Trigger>
                      ))}
                    </Tabs.List>
                    {loaded.systems.map((system) => {
                      const all = system.children.flatMap(keysUnder);
                      const count = all.filter((key) => loaded.checked.has(key)).length;
                      return (
                        <Tabs.Content key={system.id} value={system.id}>
                          <Checkbox.Root
                            size="sm"
                            mb="2"
                            checked={count === 0 ? false : count === all.length ? true : 'indeterminate'}
                            onCheckedChange={(details) => {
                              const next = new Set(loaded.checked);
                              all.forEach((key) => (details.checked === true ? next.add(key) : next.delete(key)));
                              setChecked(next);
                            }}
                          >
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                            <Checkbox.Label>{t('checkAll')}</Checkbox.Label>
                          </Checkbox.Root>
                          {system.children.map((menu) => (
                            <MenuRow
                              key={menu.id}
                              node={menu}
                              depth={0}
                              checked={loaded.checked}
                              visible={visible}
                              kindLabel={(kind) => t(kind)}
                              rulesLabel={t('schemes')}
                              onRules={canManageRules ? setRulesOf : undefined}
                              onMenu={(node, on) => setChecked(toggleMenu(loaded.checked, node, on, parents))}
                              onItem={(kind, itemId, menuId, on) =>
                                setChecked(toggleItem(loaded.checked, kind, itemId, menuId, on, parents))
                              }
                            />
                          ))}
                        </Tabs.Content>
                      );
                    })}
                  </Tabs.Root>
                </>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button size="sm" colorPalette="blue" loading={busy} disabled={!loaded} onClick={() => void save()}>
                {t('save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {rulesOf && (
        <Suspense fallback={null}>
          <SchemeManagerDialog
            menu={rulesOf}
            client={client}
            formSource={formSource}
            notify={notify}
            onClose={closeRules}
            onChanged={() => void reload()}
          />
        </Suspense>
      )}
    </Dialog.Root>
  );
}

/** The kinds of items a menu's row lists: those it has, and its data rules when it limits rows and they may be defined here. */
const kindsOf = (node: AuthorizeNode, canDefineRules: boolean) =>
  itemKinds.filter((kind) => node[kind].length || (kind === 'resource' && canDefineRules && node.isDataAuthorize));

interface MenuRowProps {
  node: AuthorizeNode;
  depth: number;
  checked: ReadonlySet<string>;
  visible: Set<string> | undefined;
  kindLabel(kind: ItemKind): string;
  rulesLabel: string;
  /** Opens 方案管理 for the menu; absent for a caller who may not define data rules. */
  onRules?(node: AuthorizeNode): void;
  onMenu(node: AuthorizeNode, on: boolean): void;
  onItem(kind: ItemKind, itemId: string, menuId: string, on: boolean): void;
}

function MenuRow({ node, depth, checked, visible, kindLabel, rulesLabel, onRules, onMenu, onItem }: MenuRowProps) {
  if (visible && !visible.has(node.id)) return null;
  return (
    <Box data-testid={`authorize-menu-${node.enCode}`} role="group" aria-label={node.fullName}>
      <Box pl={`${depth * 20}px`} py="1" borderBottomWidth="1px" borderColor="border.muted">
        <Checkbox.Root size="sm" checked={menuState(checked, node)} onCheckedChange={(details) => onMenu(node, details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight={node.children.length ? 'semibold' : 'normal'}>{node.fullName}</Checkbox.Label>
        </Checkbox.Root>
        {kindsOf(node, Boolean(onRules)).map((kind) => (
          <HStack key={kind} pl="6" pt="1" gap="3" wrap="wrap" data-testid={`authorize-${kind}`}>
            <Text fontSize="xs" color="fg.muted" minW="36px">
              {kindLabel(kind)}
            </Text>
            {node[kind].map((item) => (
              <Checkbox.Root
                key={item.id}
                size="xs"
                checked={checked.has(keyOf(kind, item.id))}
                onCheckedChange={(details) => onItem(kind, item.id, node.id, details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontSize="xs">{item.fullName}</Checkbox.Label>
              </Checkbox.Root>
            ))}
            {kind === 'resource' && onRules && (
              <Button size="2xs" variant="plain" colorPalette="blue" px="1" onClick={() => onRules(node)}>
                {rulesLabel}
              </Button>
            )}
          </HStack>
        ))}
      </Box>
      {node.children.map((child) => (
        <MenuRow
          key={child.id}
          node={child}
          depth={depth + 1}
          checked={checked}
          visible={visible}
          kindLabel={kindLabel}
          rulesLabel={rulesLabel}
          onRules={onRules}
          onMenu={onMenu}
          onItem={onItem}
        />
      ))}
    </Box>
  );
}
