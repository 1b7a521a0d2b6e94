/** The profile's edit form: the fields of `PUT BaseInfo`, checked before sending, server refusals shown. */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea, chakra } from '@chakra-ui/react';
import type { BaseInfo, BaseInfoUpdate } from '../../api';
import { errorMessage } from '../../api';
import { useBundleTranslation } from '../use-bundle-translation';
import {
  toFormValues,
  toUpdateBody,
  validateBaseInfo,
  type BaseInfoErrors,
  type BaseInfoFormValues,
  type BaseInfoProblem,
  type EditableField,
} from './base-info-form';
import { PROFILE_NAMESPACE, profileBundles } from './i18n';

export interface BaseInfoFormProps {
  info: BaseInfo;
  save: (body: BaseInfoUpdate) => Promise<{ msg: string }>;
  /** Called with the server's message after a successful save. */
  onSaved: (message: string) => void;
  onCancel: () => void;
}

const textFields: { name: Exclude<EditableField, 'gender' | 'birthday' | 'signature'>; type?: string; required?: boolean }[] = [
  { name: 'realName', required: true },
  { name: 'nickName' },
  { name: 'mobilePhone', type: 'tel' },
  { name: 'telePhone', type: 'tel' },
  { name: 'email', type: 'email' },
  { name: 'postalAddress' },
];

export function BaseInfoForm({ info, save, onSaved, onCancel }: BaseInfoFormProps) {
  const { t } = useBundleTranslation(PROFILE_NAMESPACE, profileBundles);
  const [values, setValues] = useState<BaseInfoFormValues>(() => toFormValues(info));
  const [errors, setErrors] = useState<BaseInfoErrors>({});
  const [serverError, setServerError] = useState('');
  const [saving, setSaving] = useState(false);

  const set = (field: EditableField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const message = (field: EditableField, problem: BaseInfoProblem | undefined) => {
    if (!problem) return undefined;
    const label = t(`field.${field}`);
    return problem.kind === 'tooLong'
      ? t('error.tooLong', { field: label, max: problem.max })
      : t(`error.${problem.kind}`, { field: label });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setServerError('');
    const body = toUpdateBody(values);
    const found = validateBaseInfo(body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    let answer: { msg: string };
    try {
      answer = await save(body);
    } catch (error) {
      setServerError(errorMessage(error, t('saveFailed')));
      return;
    } finally {
      setSaving(false);
    }
    onSaved(answer.msg || t('saved'));
  };

  const field = (name: EditableField, control: ReactNode, required = false) => (
    <Field.Root key={name} invalid={Boolean(errors[name])} required={required}>
      <Field.Label>
        {t(`field.${name}`)}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {control}
      <Field.ErrorText>{message(name, errors[name])}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <chakra.form noValidate onSubmit={onSubmit}>
      <Stack gap="4">
        {serverError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {textFields.map(({ name, type, required }) =>
            field(name, <Input name={name} type={type ?? 'text'} value={values[name]} onChange={set(name)} />, required),
          )}
          {field(
            'gender',
            <NativeSelect.Root>
              <NativeSelect.Field name="gender" value={values.gender} onChange={set('gender')}>
                <option value="">{t('gender.unset')}</option>
                <option value="1">{t('gender.male')}</option>
                <option value="2">{t('gender.female')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
          )}
          {field('birthday', <Input name="birthday" type="date" value={values.birthday} onChange={set('birthday')} />)}
        </SimpleGrid>
        {field('signature', <Textarea name="signature" rows={3} value={values.signature} onChange={set('signature')} />)}
        <HStack gap="3">
          <Button type="submit" colorPalette="blue" loading={saving} loadingText={t('saving')}>
            {t('save')}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
            {t('cancel')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
