/**
 * Permission checks for screens: the shell provides the user's `permissionList` and the page's
 * `modelId` ({@link PermissionProvider}); `usePermissions()` answers by code and `<Can code="btn_add">`
 * leaves out what the user may not use (the original's `v-has` directive removes the element).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PermissionEntry } from '../../api';
import { hasPermission, permissionEntry, type PermissionKind } from './permissions';

export interface PermissionScope {
  permissionList: readonly PermissionEntry[];
  /** The menu id of the page being shown. */
  modelId: string | undefined;
  /** The id of a menu of the user by its enCode (pages that take their grants from another menu). */
  menuIdOf?: (enCode: string) => string | undefined;
}

const PermissionContext = createContext<PermissionScope>({ permissionList: [], modelId: undefined });

export const PermissionProvider = PermissionContext.Provider;

export interface PagePermissions {
  modelId: string | undefined;
  hasButton(code: string): boolean;
  hasColumn(code: string): boolean;
  hasForm(code: string): boolean;
  /** Whether the menu's entry lists its columns (a menu that grants columns one by one). */
  guardsColumns: boolean;
}

/** The checks of the view's menu, or of the menu `menuEnCode` names (then false when the user lacks that menu). */
export function usePermissions(menuEnCode?: string): PagePermissions {
  const scope = useContext(PermissionContext);
  const { permissionList } = scope;
  const modelId = menuEnCode ? scope.menuIdOf?.(menuEnCode) : scope.modelId;
  return useMemo(
    () => ({
      modelId,
      hasButton: (code) => hasPermission(permissionList, modelId, 'button', code),
      hasColumn: (code) => hasPermission(permissionList, modelId, 'column', code),
      hasForm: (code) => hasPermission(permissionList, modelId, 'form', code),
      guardsColumns: (permissionEntry(permissionList, modelId)?.column.length ?? 0) > 0,
    }),
    [permissionList, modelId],
  );
}

export interface CanProps {
  code: string;
  /** Which list the code is looked up in (default: buttons). */
  kind?: PermissionKind;
  children: ReactNode;
  /** Shown instead when not permitted (default: nothing). */
  fallback?: ReactNode;
}

export function Can({ code, kind = 'button', children, fallback = null }: CanProps) {
  const { permissionList, modelId } = useContext(PermissionContext);
  return <>{hasPermission(permissionList, modelId, kind, code) ? children : fallback}</>;
}
