/**
 * The main layout route: one of the four layout variants (session `layoutType`: classic = side,
 * functional = top, blend = mixed, plain = simple), the settings drawer, the forced-password gate and
 * the last-login notice. Keeps the device class, the tabs and the system's display defaults current.
 */
import { useEffect, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import type { LayoutTheme } from '../../api';
import { MessagingHost } from '../messaging/MessagingHost';
import { ForcePasswordGate } from '../routes/ForcePasswordGate';
import { session } from '../session';
import { SettingsDrawer } from '../settings/SettingsDrawer';
import { applySysConfigDefaults } from '../settings/settings-store';
import { useTabSync } from '../tabs/use-tab-sync';
import { BlendLayout } from './BlendLayout';
import { ClassicLayout } from './ClassicLayout';
import { FunctionalLayout } from './FunctionalLayout';
import { useLastLoginNotice } from './last-login';
import { PlainLayout } from './PlainLayout';
import { UploaderMount } from './UploaderMount';
import { useDeviceWatcher } from './use-device';

const layouts: Record<LayoutTheme, ComponentType> = {
  classic: ClassicLayout,
  functional: FunctionalLayout,
  blend: BlendLayout,
  plain: PlainLayout,
};

export function MainLayout() {
  const { layoutType, sysConfig } = useSnapshot(session);
  useDeviceWatcher();
  useTabSync();
  useLastLoginNotice();
  useEffect(() => applySysConfigDefaults(sysConfig), [sysConfig]);
  const Layout = layouts[layoutType] ?? ClassicLayout;
  return (
    <>
      <Layout />
      <SettingsDrawer />
      <ForcePasswordGate />
      <MessagingHost />
      <UploaderMount />
    </>
  );
}
