/**
 * The softphone panel in the page header (spec 002 sections 2.3, 4.10, 5.5): the status tag with its
 * timer, pick up, hang up, hold/unhold, transfer, consult/cancel consult, consult-transfer, three-way,
 * resume/pause, the dial box, log out, extension settings and refresh. Buttons follow the agent state
 * machine's rules (api/cti/agent-machine.ts); the work is done by the controller
 * (./softphone-controller.ts). The shell mounts it while `usingSoftphone` is set.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Button, HStack, IconButton, Input } from '@chakra-ui/react';
import type { HttpClient, Notice } from '../../api';
import type { OlaSocketFactory } from '../../api/cti/ola-client';
import { createSoftphoneCalls, type SoftphoneCalls } from '../../api/softphone-client';
import { screenPopFormPath } from '../../api/workorder-client';
import { ConfirmDialog } from '../../engine/page/kit/ConfirmDialog';
import { useBundleTranslation } from '../use-bundle-translation';
import { SOFTPHONE_NAMESPACE, softphoneBundles } from './i18n';
import { NumberDialog, type NumberPurpose } from './NumberDialog';
import { SettingsDialog } from './SettingsDialog';
import { Softphone } from './softphone-controller';
import { readSettings, writeSettings, type SettingsStorage, type SoftphoneSettings } from './softphone-settings';
import { StatusTag } from './StatusTag';

export interface SoftphonePanelProps {
  /** `config.json`'s ctiServer. */
  ctiServer: string | undefined;
  storage: SettingsStorage;
  user: { userId: string; account: string };
  http: HttpClient;
  notify(notice: Notice): void;
  /** Opens a page of the app in its tab. */
  openPath(path: string): void;
  /** Tests and stories: the platform calls and the socket. */
  calls?: SoftphoneCalls;
  createSocket?: OlaSocketFactory;
}

function downloadText(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function SoftphonePanel({ ctiServer, storage, user, http, notify, openPath, calls, createSocket }: SoftphonePanelProps) {
  const { t } = useBundleTranslation(SOFTPHONE_NAMESPACE, softphoneBundles);
  const { userId, account } = user;
  // One softphone per server, user and storage; it lives as long as the panel.
  const phone = useMemo(
    () =>
      new Softphone({
        ctiServer,
        settings: () => readSettings(storage),
        user: { userId, account },
        calls: calls ?? createSoftphoneCalls(http),
        createSocket,
      }),
    [ctiServer, userId, account, storage, http, calls, createSocket],
  );
  useEffect(() => {
    phone.setHandlers({
      notify: (notice) =>
        notify({ type: notice.level, message: t(`notice.${notice.key}`, { text: notice.text ?? '' }), duration: notice.duration }),
      openWorkOrder: (id, caller) => openPath(screenPopFormPath({ id }, caller)),
    });
  }, [phone, notify, openPath, t]);
  useEffect(() => {
    phone.start();
    return () => phone.stop();
  }, [phone]);
  const snapshot = useSyncExternalStore(phone.subscribe, phone.getSnapshot);
  const { status } = snapshot.agent;
  const rules = phone.rules;
  const [dialNumber, setDialNumber] = useState('');
  const [dialog, setDialog] = useState<NumberPurpose | 'settings' | 'logout' | null>(null);

  const dial = () => {
    const number = dialNumber.trim();
    if (!number) {
      notify({ type: 'warning', message: t('notice.dialRequired'), duration: 1500 });
      return;
    }
    void phone.dial(number);
  };

  const saveSettings = async (settings: SoftphoneSettings) => {
    const before = readSettings(storage);
    const free = await createSoftphoneCalls(http)
      .getusenum(settings.telExtnum)
      .catch(() => true);
    if (!free) notify({ type: 'warning', message: t('notice.phoneShared'), duration: 5000 });
    writeSettings(storage, settings);
    if (before.phonejjfs !== settings.phonejjfs) await phone.setHeadset(settings.phonejjfs);
    setDialog(null);
    phone.restart();
  };

  const small = { size: 'xs', variant: 'outline', flexShrink: 0 } as const;
  const resumeLabel = rules.resume ?? (status === 'paused' || status === 'acw' ? 'ready' : 'pause');
  const loggedIn = !['disconnected', 'unconfigured', 'loggedOut'].includes(status);
  const inCall = rules.hangUp || status === 'ringingIn' || status === 'ringingOut' || status === 'dialling' || status === 'offHook';

  return (
    <HStack gap="1" minW="0" overflowX="auto" py="1" aria-label={t('panel')} role="toolbar" data-testid="softphone-panel">
      <StatusTag status={status} label={t(`status.${status}`)} since={snapshot.changedAt} />
      <Button {...small} colorPalette="green" disabled={!rules.pickUp} onClick={() => void phone.pickUp()}>
        {t('button.pickUp')}
      </Button>
      <Button {...small} colorPalette="red" disabled={!rules.hangUp} onClick={() => void phone.hangUp()}>
        {t('button.hangUp')}
      </Button>
      <Button {...small} disabled={!rules.hold} onClick={() => void phone.toggleHold()}>
        {t(rules.hold === 'unhold' ? 'button.unhold' : 'button.hold')}
      </Button>
      <Button {...small} disabled={!rules.transfer} onClick={() => setDialog('transfer')}>
        {t('button.transfer')}
      </Button>
      <Button
        {...small}
        disabled={!rules.consult}
        onClick={() => (rules.consult === 'cancel' ? void phone.cancelConsult() : setDialog('consult'))}
      >
        {t(rules.consult === 'cancel' ? 'button.cancelConsult' : 'button.consult')}
      </Button>
      <Button {...small} disabled={!rules.consultTransfer} onClick={() => void phone.consultTransfer()}>
        {t('button.consultTransfer')}
      </Button>
      <Button {...small} disabled={!rules.threeWay} onClick={() => setDialog('threeWay')}>
        {t('button.threeWay')}
      </Button>
      <Button {...small} colorPalette="blue" disabled={!rules.resume} onClick={() => void phone.resume()} data-testid="softphone-resume">
        {t(`button.${resumeLabel}`)}
      </Button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          dial();
        }}
      >
        <HStack gap="1">
          <Input
            size="xs"
            w="120px"
            inputMode="tel"
            value={dialNumber}
            placeholder={t('dialPlaceholder')}
            aria-label={t('dialPlaceholder')}
            onChange={(event) => setDialNumber(event.target.value)}
          />
          <Button {...small} type="submit" disabled={inCall}>
            {t('button.dial')}
          </Button>
        </HStack>
      </form>
      <Button {...small} variant="ghost" disabled={!loggedIn || inCall} onClick={() => setDialog('logout')}>
        {t('button.logout')}
      </Button>
      <IconButton
        {...small}
        variant="ghost"
        aria-label={t('button.config')}
        title={t('button.config')}
        onClick={() => setDialog('settings')}
      >
        <GearIcon />
      </IconButton>
      <IconButton
        {...small}
        variant="ghost"
        aria-label={t('button.refresh')}
        title={t('button.refresh')}
        onClick={() => void phone.refresh()}
      >
        <RefreshIcon />
      </IconButton>

      {dialog === 'transfer' || dialog === 'consult' || dialog === 'threeWay' ? (
        <NumberDialog
          purpose={dialog}
          onCancel={() => setDialog(null)}
          onConfirm={async (number) => {
            if (dialog === 'transfer') await phone.transfer(number);
            else if (dialog === 'consult') await phone.consult(number);
            else await phone.threeWay(number);
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'settings' ? (
        <SettingsDialog
          ctiServer={ctiServer}
          settings={readSettings(storage)}
          onSave={saveSettings}
          onDownloadLog={() =>
            downloadText(phone.logText(), `softphone-log-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.txt`)
          }
          onCancel={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'logout'}
        title={t('logoutConfirm.title')}
        message={t('logoutConfirm.message')}
        confirmLabel={t('button.confirm')}
        cancelLabel={t('button.cancel')}
        palette="blue"
        size="xs"
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          await phone.logout();
          setDialog(null);
        }}
      />
    </HStack>
  );
}

function GearIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </svg>
  );
}

function RefreshIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
      <path d="M21 3v5h-5" />
    </svg>
  );
}
