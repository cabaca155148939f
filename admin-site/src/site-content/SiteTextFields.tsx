import { Button, Group, Stack, TextInput } from '@tessera/admin-kit/mantine';
import { Fieldset } from '@tessera/admin-kit/mantine-more';
import { errorMessage, type ErrorEntry } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import { RichTextControl } from '@tessera/admin-kit/fields';
import { maxFooterLinks, maxTrainingItems } from '@tessera/content-model';
import { errorsAt, type SiteTextForms, type SiteTextKey } from './site-texts';

interface FieldsProps<K extends SiteTextKey> {
  form: SiteTextForms[K];
  errors: ErrorEntry[];
  onChange(form: SiteTextForms[K]): void;
}

/** The translated errors the server gave for the field at `path`, named by its label. */
function useErrorAt(errors: ErrorEntry[]) {
  const { t } = useTranslation();
  return (path: string, label: string) => {
    const messages = errorsAt(errors, path).map((error) => errorMessage(t, { code: error.code, property: label }));
    return messages.length > 0 ? messages.join(' ') : null;
  };
}

function Plain({
  path,
  label,
  value,
  error,
  onChange,
  required,
  max,
}: {
  path: string;
  label: string;
  value: string;
  error: string | null;
  onChange(value: string): void;
  required?: boolean;
  max: number;
}) {
  return <TextInput label={label} withAsterisk={required} maxLength={max} value={value} error={error} onChange={(event) => onChange(event.currentTarget.value)} data-testid={`text-${path}`} />;
}

/** Rich text through admin-kit's TipTap control, the page editor's (sanitized by the server on save). */
function Rich({
  path,
  label,
  value,
  error,
  onChange,
  required,
  max,
}: {
  path: string;
  label: string;
  value: string;
  error: string | null;
  onChange(value: string): void;
  required?: boolean;
  max: number;
}) {
  return (
    <RichTextControl
      field={{ name: path, label, required, maxLength: max }}
      path={path}
      value={value}
      error={error}
      readOnly={false}
      onTouched={() => undefined}
      onChange={(_, next) => onChange(next ?? '')}
    />
  );
}

function FooterFields({ form, errors, onChange }: FieldsProps<'footer'>) {
  const { t } = useTranslation();
  const errorAt = useErrorAt(errors);
  const l = (name: string) => t(`pages.siteContent.texts.fields.${name}`);
  const setLink = (index: number, change: Partial<SiteTextForms['footer']['links'][number]>) =>
    onChange({ ...form, links: form.links.map((link, i) => (i === index ? { ...link, ...change } : link)) });
  return (
    <Stack>
      <Rich path="text" label={l('footerText')} value={form.text} error={errorAt('text', l('footerText'))} onChange={(text) => onChange({ ...form, text })} max={5000} />
      <Fieldset legend={l('links')} data-testid="text-links">
        <Stack gap="sm">
          {form.links.map((link, index) => (
            <Group key={index} align="flex-end" wrap="nowrap" data-testid={`text-link-${index}`}>
              <TextInput
                style={{ flex: 1 }}
                label={t('pages.siteContent.texts.fields.linkLabel', { number: index + 1 })}
                withAsterisk
                maxLength={128}
                value={link.label}
                error={errorAt(`links.${index}.label`, l('label'))}
                onChange={(event) => setLink(index, { label: event.currentTarget.value })}
                data-testid={`text-links.${index}.label`}
              />
              <TextInput
                style={{ flex: 2 }}
                label={t('pages.siteContent.texts.fields.linkHref', { number: index + 1 })}
                withAsterisk
                maxLength={2048}
                placeholder="https://"
                value={link.href}
                error={errorAt(`links.${index}.href`, l('href'))}
                onChange={(event) => setLink(index, { href: event.currentTarget.value })}
                data-testid={`text-links.${index}.href`}
              />
              <Button
                variant="default"
                onClick={() => onChange({ ...form, links: form.links.filter((_, i) => i !== index) })}
                aria-label={t('pages.siteContent.texts.removeLink', { number: index + 1 })}
              >
                {t('pages.siteContent.texts.remove')}
              </Button>
            </Group>
          ))}
          {errorAt('links', l('links')) && <div role="alert">{errorAt('links', l('links'))}</div>}
          <Group>
            <Button variant="default" disabled={form.links.length >= maxFooterLinks} onClick={() => onChange({ ...form, links: [...form.links, { label: '', href: '' }] })} data-testid="text-add-link">
              {t('pages.siteContent.texts.addLink')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </Stack>
  );
}

function CookieConsentFields({ form, errors, onChange }: FieldsProps<'cookie-consent'>) {
  const { t } = useTranslation();
  const errorAt = useErrorAt(errors);
  const l = (name: string) => t(`pages.siteContent.texts.fields.${name}`);
  const plain = (name: 'title' | 'acceptLabel' | 'rejectLabel' | 'settingsLabel', max: number) => (
    <Plain path={name} label={l(name)} required max={max} value={form[name]} error={errorAt(name, l(name))} onChange={(value) => onChange({ ...form, [name]: value })} />
  );
  return (
    <Stack>
      {plain('title', 255)}
      <Rich path="message" label={l('message')} required max={5000} value={form.message} error={errorAt('message', l('message'))} onChange={(message) => onChange({ ...form, message })} />
      {plain('acceptLabel', 64)}
      {plain('rejectLabel', 64)}
      {plain('settingsLabel', 64)}
    </Stack>
  );
}

function StatementFields({ form, errors, onChange }: FieldsProps<'privacy-statement'>) {
  const { t } = useTranslation();
  const errorAt = useErrorAt(errors);
  const l = (name: string) => t(`pages.siteContent.texts.fields.${name}`);
  return (
    <Stack>
      <Plain path="title" label={l('title')} required max={255} value={form.title} error={errorAt('title', l('title'))} onChange={(title) => onChange({ ...form, title })} />
      <Rich path="body" label={l('body')} required max={100_000} value={form.body} error={errorAt('body', l('body'))} onChange={(body) => onChange({ ...form, body })} />
    </Stack>
  );
}

function TrainingFields({ form, errors, onChange }: FieldsProps<'training'>) {
  const { t } = useTranslation();
  const errorAt = useErrorAt(errors);
  const l = (name: string) => t(`pages.siteContent.texts.fields.${name}`);
  const setItem = (index: number, change: Partial<SiteTextForms['training']['items'][number]>) =>
    onChange({ ...form, items: form.items.map((item, i) => (i === index ? { ...item, ...change } : item)) });
  return (
    <Stack>
      <Plain path="title" label={l('title')} required max={255} value={form.title} error={errorAt('title', l('title'))} onChange={(title) => onChange({ ...form, title })} />
      <Rich path="intro" label={l('intro')} max={10_000} value={form.intro} error={errorAt('intro', l('intro'))} onChange={(intro) => onChange({ ...form, intro })} />
      {form.items.map((item, index) => (
        <Fieldset key={index} legend={t('pages.siteContent.texts.fields.item', { number: index + 1 })} data-testid={`text-item-${index}`}>
          <Stack gap="sm">
            <Plain
              path={`items.${index}.title`}
              label={l('itemTitle')}
              required
              max={255}
              value={item.title}
              error={errorAt(`items.${index}.title`, l('itemTitle'))}
              onChange={(title) => setItem(index, { title })}
            />
            <Rich
              path={`items.${index}.text`}
              label={l('itemText')}
              max={10_000}
              value={item.text}
              error={errorAt(`items.${index}.text`, l('itemText'))}
              onChange={(text) => setItem(index, { text })}
            />
            <Group>
              <Button
                variant="default"
                onClick={() => onChange({ ...form, items: form.items.filter((_, i) => i !== index) })}
                aria-label={t('pages.siteContent.texts.removeItem', { number: index + 1 })}
              >
                {t('pages.siteContent.texts.remove')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      ))}
      {errorAt('items', l('items')) && <div role="alert">{errorAt('items', l('items'))}</div>}
      <Group>
        <Button variant="default" disabled={form.items.length >= maxTrainingItems} onClick={() => onChange({ ...form, items: [...form.items, { title: '', text: '' }] })} data-testid="text-add-item">
          {t('pages.siteContent.texts.addItem')}
        </Button>
      </Group>
    </Stack>
  );
}

function ContactFields({ form, errors, onChange }: FieldsProps<'contact'>) {
  const { t } = useTranslation();
  const errorAt = useErrorAt(errors);
  const l = (name: string) => t(`pages.siteContent.texts.fields.${name}`);
  return (
    <Stack>
      <Plain path="phone" label={l('phone')} required max={30} value={form.phone} error={errorAt('phone', l('phone'))} onChange={(phone) => onChange({ ...form, phone })} />
      <Rich path="intro" label={l('contactIntro')} max={2000} value={form.intro} error={errorAt('intro', l('contactIntro'))} onChange={(intro) => onChange({ ...form, intro })} />
    </Stack>
  );
}

/** The fields of one site text. */
export function SiteTextFields<K extends SiteTextKey>({ textKey, ...props }: FieldsProps<K> & { textKey: K }) {
  switch (textKey) {
    case 'footer':
      return <FooterFields {...(props as unknown as FieldsProps<'footer'>)} />;
    case 'cookie-consent':
      return <CookieConsentFields {...(props as unknown as FieldsProps<'cookie-consent'>)} />;
    case 'privacy-statement':
    case 'cookie-statement':
      return <StatementFields {...(props as unknown as FieldsProps<'privacy-statement'>)} />;
    case 'training':
      return <TrainingFields {...(props as unknown as FieldsProps<'training'>)} />;
    default:
      return <ContactFields {...(props as unknown as FieldsProps<'contact'>)} />;
  }
}

/** Every path a text's form shows errors at (the others go under the form). */
export function fieldPaths<K extends SiteTextKey>(key: K, form: SiteTextForms[K]): string[] {
  const rows = (list: unknown[], name: string, fields: string[]) => [name, ...list.flatMap((_, i) => fields.map((field) => `${name}.${i}.${field}`))];
  switch (key) {
    case 'footer':
      return ['text', ...rows((form as SiteTextForms['footer']).links, 'links', ['label', 'href'])];
    case 'cookie-consent':
      return ['title', 'message', 'acceptLabel', 'rejectLabel', 'settingsLabel'];
    case 'privacy-statement':
    case 'cookie-statement':
      return ['title', 'body'];
    case 'training':
      return ['title', 'intro', ...rows((form as SiteTextForms['training']).items, 'items', ['title', 'text'])];
    default:
      return ['phone', 'intro'];
  }
}
