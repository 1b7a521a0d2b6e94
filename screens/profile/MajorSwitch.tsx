/**
 * The main organisation and main position (spec 000 section 7.2): two selects listing the user's own
 * (`getUserOrganizes`, `getUserPositions`); choosing another calls `PUT major`, then `onSwitched`
 * (the page reloads the profile, the shell the current user: menu and permissions change at once).
 * A select with a single choice is shown disabled; without a main one marked (a user seeded or created
 * before `position_id` was kept) it shows "not set" until one is chosen.
 */
import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import { Field, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import type { CurrentUserApi, MajorRequest, UserOrganize, UserPosition } from '../../api';
import { useBundleTranslation } from '../use-bundle-translation';
import { PROFILE_NAMESPACE, profileBundles } from './i18n';

export type MajorApi = Pick<CurrentUserApi, 'getUserOrganizes' | 'getUserPositions' | 'setMajor'>;

export interface MajorSwitchProps {
  api: MajorApi;
  /** After a switch went through, with the server's message; awaited before the selects are enabled again. */
  onSwitched?: (message: string) => Promise<void> | void;
}

interface Choices {
  organizes: UserOrganize[];
  positions: UserPosition[];
}

const selected = (rows: readonly { id: string; isDefault: boolean }[]) => rows.find((row) => row.isDefault)?.id ?? '';

export function MajorSwitch({ api, onSwitched }: MajorSwitchProps) {
  const { t } = useBundleTranslation(PROFILE_NAMESPACE, profileBundles);
  const { getUserOrganizes, getUserPositions } = api;
  const [choices, setChoices] = useState<Choices | null>(null);
  /** The choice being saved, shown until the lists are read again. */
  const [pending, setPending] = useState<MajorRequest | null>(null);
  const busy = pending !== null;

  const load = useCallback(async () => {
    const [organizes, positions] = await Promise.all([getUserOrganizes(), getUserPositions()]);
    return { organizes: organizes.data ?? [], positions: positions.data ?? [] };
  }, [getUserOrganizes, getUserPositions]);

  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => current && setChoices(loaded),
      () => {
        // The request client already showed the failure; the page still shows the main organisation.
      },
    );
    return () => {
      current = false;
    };
  }, [load]);

  const change = (majorType: MajorRequest['majorType']) => async (event: ChangeEvent<HTMLSelectElement>) => {
    const majorId = event.currentTarget.value;
    if (!majorId || busy) return;
    setPending({ majorId, majorType });
    let message: string;
    try {
      message = (await api.setMajor({ majorId, majorType })).msg || t('major.switched');
    } catch {
      // Refused (the request client showed why): the select goes back to the main one still stored.
      setPending(null);
      return;
    }
    try {
      setChoices(await load());
    } catch {
      // Switched all the same; the request client showed the failed reading.
    }
    try {
      await onSwitched?.(message);
    } finally {
      setPending(null);
    }
  };

  if (!choices || (choices.organizes.length === 0 && choices.positions.length === 0)) return null;

  const shown = (majorType: MajorRequest['majorType'], rows: readonly { id: string; isDefault: boolean }[]) =>
    pending?.majorType === majorType ? pending.majorId : selected(rows);
  return (
    <Stack gap="2" minW={{ base: 'full', md: '64' }} data-testid="major-switch" aria-busy={busy}>
      <MajorSelect
        label={t('major.organize')}
        notSet={t('notSet')}
        value={shown('Organize', choices.organizes)}
        options={choices.organizes.map((row) => ({ id: row.id, text: row.fullName, title: row.organize }))}
        busy={busy}
        onChange={(event) => void change('Organize')(event)}
      />
      <MajorSelect
        label={t('major.position')}
        notSet={t('notSet')}
        value={shown('Position', choices.positions)}
        options={choices.positions.map((row) => ({ id: row.id, text: row.organize ? `${row.fullName}（${row.organize}）` : row.fullName }))}
        busy={busy}
        onChange={(event) => void change('Position')(event)}
      />
    </Stack>
  );
}

interface MajorSelectProps {
  label: string;
  notSet: string;
  value: string;
  options: { id: string; text: string; title?: string }[];
  busy: boolean;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** One labelled select; hidden without choices, disabled with a single one or while a switch is saved. */
function MajorSelect({ label, notSet, value, options, busy, onChange }: MajorSelectProps) {
  if (options.length === 0) return null;
  return (
    <Field.Root disabled={options.length < 2 || busy}>
      <HStack gap="3">
        <Field.Label minW="16" mb="0">
          {label}
        </Field.Label>
        <NativeSelect.Root size="sm" flex="1">
          <NativeSelect.Field value={value} onChange={onChange}>
            {value ? null : <option value="">{notSet}</option>}
            {options.map((option) => (
              <option key={option.id} value={option.id} title={option.title}>
                {option.text}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
    </Field.Root>
  );
}
