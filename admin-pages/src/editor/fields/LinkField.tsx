import { Stack, Text, TextInput } from '@tessera/admin-kit/mantine';
import { Autocomplete, Fieldset, SegmentedControl, Switch } from '@tessera/admin-kit/mantine-more';
import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControlProps } from './control-props';
import { FieldEnvironmentContext } from './field-environment';
import { maxLinkLabel, type LinkField as LinkFieldConfig, type LinkType } from '@tessera/content-model';
import { allowedLinkTypes, draftOf, hrefFrom, hrefInputOf, storedLink, withType, type LinkDraft } from './link-value';
import { InternalPagePicker } from './InternalPagePicker';

const sameLink = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The href input of the external, mailto and tel types. */
const plainInputs = { external: { type: 'url', key: 'url' }, mailto: { type: 'email', key: 'email' }, tel: { type: 'tel', key: 'phone' } } as const;

interface TargetInputProps {
  draft: LinkDraft;
  /** The link must be filled in (then so must its target). */
  required: boolean;
  text: string;
  error: string | null;
  readOnly: boolean;
  testId: string;
  pageLocale: string;
  onText(text: string): void;
  onHref(href: string): void;
  onBlur(): void;
}

/** Where the link goes, asked the way its type needs: a URL, a page, an anchor, an address or a number. */
function TargetInput({ draft, required, text, error, readOnly, testId, pageLocale, onText, onHref, onBlur }: TargetInputProps) {
  const { t } = useTranslation();
  const environment = useContext(FieldEnvironmentContext);
  const [anchors, setAnchors] = useState<string[]>([]);
  const common = { value: text, error, readOnly, onBlur, 'data-testid': testId, withAsterisk: required };
  switch (draft.type) {
    case 'internal':
      return <InternalPagePicker href={draft.href} locale={pageLocale} error={error} required={required} readOnly={readOnly} testId={testId} onPick={onHref} onBlur={onBlur} />;
    case 'anchor':
      return (
        <Autocomplete
          {...common}
          label={t('pages.fields.link.anchor')}
          placeholder={t('pages.fields.link.anchorPlaceholder')}
          leftSection={<Text c="dimmed">#</Text>}
          data={anchors}
          onDropdownOpen={() => setAnchors([...new Set(environment.anchorNames())])}
          onChange={onText}
        />
      );
    default: {
      const input = plainInputs[draft.type];
      return (
        <TextInput
          {...common}
          type={input.type}
          label={t(`pages.fields.link.${input.key}`)}
          placeholder={t(`pages.fields.link.${input.key}Placeholder`)}
          onChange={(event) => onText(event.currentTarget.value)}
        />
      );
    }
  }
}

/**
 * A link field (SPEC §5): its type (external, internal page, #anchor, e-mail, phone; the ones
 * the field allows), where it goes, an optional text and "open in a new tab". An empty link
 * stores nothing; a switch of type keeps what still fits.
 */
export function LinkField({ field, path, value, onChange, error, onTouched, readOnly, pageLocale }: ControlProps<LinkFieldConfig<string>> & { pageLocale: string }) {
  const { t } = useTranslation();
  const allowed = allowedLinkTypes(field);
  const [draft, setDraft] = useState(() => draftOf(value, allowed));
  const [text, setText] = useState(() => hrefInputOf(draft));

  // A value changed from outside (a replaced block, a reload) is shown as it is.
  useEffect(() => {
    if (sameLink(storedLink(draft), value)) return;
    const next = draftOf(value, allowed);
    setDraft(next);
    setText(hrefInputOf(next));
  }, [value]); // eslint-disable-line react-hooks/exhaustive-deps

  const update = (next: LinkDraft) => {
    setDraft(next);
    onChange(field.name, storedLink(next));
  };
  const changeType = (type: LinkType) => {
    const next = withType(draft, type);
    setText(hrefInputOf(next));
    update(next);
  };
  const testId = `field-${path}`;

  return (
    <Fieldset
      legend={
        <>
          {field.label}
          {field.required && (
            <Text component="span" c="red" aria-hidden>
              {' *'}
            </Text>
          )}
        </>
      }
      variant="filled"
      data-testid={testId}
    >
      <Stack gap="xs">
        {field.help && (
          <Text size="xs" c="dimmed">
            {field.help}
          </Text>
        )}
        {allowed.length > 1 && (
          <SegmentedControl
            size="xs"
            aria-label={t('pages.fields.link.type')}
            data={allowed.map((type) => ({ value: type, label: t(`pages.fields.link.types.${type}`) }))}
            value={draft.type}
            readOnly={readOnly}
            onChange={(type) => changeType(type as LinkType)}
            data-testid={`${testId}-type`}
          />
        )}
        <TargetInput
          draft={draft}
          required={!!field.required}
          text={text}
          error={error}
          readOnly={readOnly}
          testId={`${testId}-href`}
          pageLocale={pageLocale}
          onText={(typed) => {
            setText(typed);
            update({ ...draft, href: hrefFrom(draft.type, typed) });
          }}
          onHref={(href) => {
            onTouched();
            setText(href);
            update({ ...draft, href });
          }}
          onBlur={onTouched}
        />
        <TextInput
          label={t('pages.fields.link.label')}
          description={t('pages.fields.link.labelHelp')}
          value={draft.label}
          maxLength={maxLinkLabel}
          readOnly={readOnly}
          onChange={(event) => update({ ...draft, label: event.currentTarget.value })}
          data-testid={`${testId}-label`}
        />
        <Switch
          label={t('pages.fields.link.newTab')}
          checked={draft.openInNewTab}
          disabled={readOnly}
          onChange={(event) => update({ ...draft, openInNewTab: event.currentTarget.checked })}
          data-testid={`${testId}-new-tab`}
        />
      </Stack>
    </Fieldset>
  );
}
