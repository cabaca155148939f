import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Group, List, Stack, Text, TextInput, Title } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { reusableState, reusableStateColor } from '../editor/reusable/reusable-reference';
import { codedErrors, ErrorList, useAuth, type ErrorEntry } from '@tessera/admin-kit';
import { maxReusableBlockName, type Block, type EditorBlockType } from '@tessera/content-model';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withSlot } from '../editor/blocks/block-list';
import { FieldsForm } from '../editor/fields/FieldsForm';
import type { BlockFile, BlockImage } from '../editor/state/editor-store';
import {
  DeleteReusableBlockDocument,
  PublishReusableBlockDocument,
  RequestReusableBlockPublicationDocument,
  ReusableBlockUsageDocument,
  UpdateReusableBlockDocument,
  type ReusableBlockFieldsFragment,
} from '../generated/graphql';
import { RequestPublicationModal } from './RequestPublicationModal';
import { ReusableRequestPanel } from './ReusableRequestPanel';

interface Props {
  block: ReusableBlockFieldsFragment;
  type: EditorBlockType | undefined;
  onChanged(): Promise<unknown>;
  onDeleted(): Promise<unknown>;
}

/** The server's problems with the content, on the form's own paths (`props.title`). */
const fieldErrorsOf = (errors: ErrorEntry[]) => new Map(errors.filter((entry) => entry.property).map((entry) => [entry.property!, entry.code]));

/**
 * One reusable block: its name and the same field form as the page editor's, saved as a new
 * version on top of the one opened (PM_02 when someone saved first). Publishing (publish-page)
 * makes exactly the version just saved what every page showing it shows; an editor who may not
 * publish asks reviewers for it, and an open request is shown with its decisions. Lists the pages
 * that use it; a delete they block names them.
 */
export function ReusableBlockForm({ block, type, onChanged, onDeleted }: Props) {
  const { t } = useTranslation();
  const { hasPermission } = useAuth();
  const mayPublish = hasPermission('publish-page');
  const [asking, setAsking] = useState(false);
  const [name, setName] = useState(block.name);
  const [content, setContent] = useState<Block>({
    type: block.type,
    key: 'reusable',
    anchorPoint: '',
    props: block.props,
    __images: block.images as Record<string, BlockImage>,
    __files: block.files as Record<string, BlockFile>,
  });
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const usage = useQuery(ReusableBlockUsageDocument, { variables: { id: block.id }, fetchPolicy: 'network-only' });
  const [update, updating] = useMutation(UpdateReusableBlockDocument);
  const [publish, publishing] = useMutation(PublishReusableBlockDocument);
  const [request, requesting] = useMutation(RequestReusableBlockPublicationDocument);
  const [remove, removing] = useMutation(DeleteReusableBlockDocument);

  const onChange = useCallback((field: string, value: unknown) => setContent((current) => ({ ...current, props: { ...current.props, [field]: value } })), []);
  const onSlotChange = useCallback((path: string, kind: 'image' | 'file', value: BlockImage | BlockFile | null) => setContent((current) => withSlot(current, path, kind, value)), []);

  const run = async (action: () => Promise<unknown>, message: string) => {
    setErrors([]);
    try {
      await action();
      notifications.show({ color: 'green', message });
      return true;
    } catch (error) {
      setErrors(codedErrors(error));
      await usage.refetch();
      return false;
    }
  };
  const input = { name, versionID: block.versionID, props: content.props, images: content.__images, files: content.__files };
  /** Saves on top of the version opened; answers the version saved (the same when nothing changed). */
  const saveVersion = async () => (await update({ variables: { id: block.id, input } })).data!.updateReusableBlock.versionID;
  const save = () => run(() => saveVersion().then(onChanged), t('pages.reusable.saved'));
  const saveAndPublish = () =>
    run(async () => {
      // Exactly the version this save made: one saved by someone else in between is refused (PM_02).
      await publish({ variables: { id: block.id, versionID: await saveVersion() } });
      await onChanged();
    }, t('pages.reusable.published'));
  const saveAndRequest = async (comment: string) => {
    await run(async () => {
      await request({ variables: { id: block.id, versionID: await saveVersion(), comment: comment || null } });
      await onChanged();
    }, t('pages.reusable.request.sent'));
    // Closed either way: a refusal shows in the form, beside what it is about.
    setAsking(false);
  };
  const deleteBlock = async () => {
    if (await run(() => remove({ variables: { id: block.id } }), t('pages.reusable.deleted'))) await onDeleted();
  };

  const pages = usage.data?.reusableBlockUsage ?? [];
  const refusedDelete = errors.some((entry) => entry.code === 'RB_01');
  return (
    <Stack data-testid="reusable-block-form" data-id={block.id}>
      <Group gap="sm">
        <Title order={2}>{block.name}</Title>
        <Badge variant="outline" color={reusableStateColor[reusableState(block)]} data-testid="reusable-block-state">
          {t(`pages.reusable.state.${reusableState(block)}`)}
        </Badge>
      </Group>
      <TextInput label={t('pages.reusable.name')} value={name} maxLength={maxReusableBlockName} onChange={(event) => setName(event.currentTarget.value)} required data-testid="reusable-block-name" />
      <Text size="sm">{t('pages.reusable.typeOf', { type: type?.label ?? block.type })}</Text>
      {type ? (
        <FieldsForm
          fields={type.fields}
          value={content.props}
          onChange={onChange}
          images={content.__images}
          files={content.__files}
          onSlotChange={onSlotChange}
          errors={fieldErrorsOf(errors)}
          errorPrefix="props"
          pageLocale="en-gb"
        />
      ) : (
        <Alert color="yellow">{t('pages.fields.blocks.unknownType', { type: block.type })}</Alert>
      )}
      {block.openRequest && <ReusableRequestPanel block={block} request={block.openRequest} onDecided={onChanged} />}
      {errors.length > 0 && <ErrorList errors={errors} />}
      <Group>
        <Button onClick={save} loading={updating.loading} data-testid="reusable-block-save">
          {t('pages.reusable.save')}
        </Button>
        {mayPublish && (
          <Button onClick={saveAndPublish} loading={publishing.loading} data-testid="reusable-block-publish">
            {t('pages.reusable.publish')}
          </Button>
        )}
        {!mayPublish && !block.openRequest && (
          <Button variant="light" onClick={() => setAsking(true)} data-testid="reusable-block-request">
            {t('pages.reusable.request.action')}
          </Button>
        )}
        {mayPublish && (
          <Button variant="outline" color="red.9" onClick={deleteBlock} loading={removing.loading} data-testid="reusable-block-delete">
            {t('pages.reusable.delete')}
          </Button>
        )}
      </Group>
      <RequestPublicationModal opened={asking} busy={updating.loading || requesting.loading} onClose={() => setAsking(false)} onRequest={(comment) => void saveAndRequest(comment)} />
      <Stack gap="xs" data-testid="reusable-block-usage">
        <Title order={3}>{t('pages.reusable.usedOn', { count: pages.length })}</Title>
        {refusedDelete && <Text size="sm">{t('pages.reusable.deleteRefused')}</Text>}
        {pages.length === 0 ? (
          <Text size="sm">{t('pages.reusable.unused')}</Text>
        ) : (
          <List size="sm">
            {pages.map((page) => (
              <List.Item key={page.id} data-testid="reusable-block-usage-page">
                <Anchor href={`/cmsadmin/page/${page.id}`}>{page.title}</Anchor> ({page.locale}, /{page.slug}
                {page.published ? `, ${t('pages.reusable.live')}` : ''})
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}
