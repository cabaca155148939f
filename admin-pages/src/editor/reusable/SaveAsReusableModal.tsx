import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { codedErrors, dialogActions, ErrorList, useAuth, type ErrorEntry } from '@tessera/admin-kit';
import { maxReusableBlockName } from '@tessera/content-model';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateReusableBlockDocument, PublishReusableBlockDocument } from '../../generated/graphql';
import type { EditorBlock } from '../state/editor-store';

interface SaveAsReusableModalProps {
  /** The block to keep as a reusable block; null while closed. */
  block: EditorBlock | null;
  /** What the name starts as (the block's summary or type label). */
  suggestedName: string;
  onClose(): void;
  /** Saved (and published when the editor may publish): the block's place becomes a reference to `id`. */
  onSaved(id: number, published: boolean): void;
}

/**
 * "Save as reusable block": asks for a name and keeps the block's content (type, props, images,
 * files) as a reusable block, checked by the server as a page's block. An editor who may publish
 * gets it published at once and the block in the page becomes a reference to it; one who may not
 * leaves a draft for a publisher, and the page keeps its own block (a reference to a draft shows
 * nothing on the site).
 */
export function SaveAsReusableModal({ block, suggestedName, onClose, onSaved }: SaveAsReusableModalProps) {
  const { t } = useTranslation();
  const canPublish = useAuth().hasPermission('publish-page');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  // Once created, a second try only publishes it: a failed publication does not make a twin.
  const [created, setCreated] = useState<{ id: number; versionID: number } | null>(null);
  const [create, creating] = useMutation(CreateReusableBlockDocument);
  const [publish, publishing] = useMutation(PublishReusableBlockDocument);

  useEffect(() => {
    if (!block) return;
    setName(suggestedName.slice(0, maxReusableBlockName));
    setErrors([]);
    setCreated(null);
  }, [block, suggestedName]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!block) return;
    if (!name.trim()) return setErrors([{ code: 'V_01', property: 'name' }]);
    try {
      let made = created;
      if (made === null) {
        const input = { name: name.trim(), props: block.props, images: block.__images, files: block.__files };
        const { data } = await create({ variables: { type: block.type, input } });
        made = { id: data!.createReusableBlock.id, versionID: data!.createReusableBlock.versionID };
        setCreated(made);
      }
      const { id, versionID } = made;
      // Exactly the version just made: a save by someone else in between is refused (PM_02).
      if (canPublish) await publish({ variables: { id, versionID } });
      notifications.show({ color: 'green', message: t(canPublish ? 'pages.reusable.saveAs.saved' : 'pages.reusable.saveAs.savedDraft', { name: name.trim() }) });
      onSaved(id, canPublish);
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  return (
    <Modal opened={block !== null} onClose={onClose} title={t('pages.reusable.saveAs.title')} data-testid="save-as-reusable">
      <form onSubmit={save}>
        <Stack>
          <Text size="sm">{canPublish ? t('pages.reusable.saveAs.intro') : t('pages.reusable.saveAs.introDraft')}</Text>
          <TextInput
            data-autofocus
            required
            label={t('pages.reusable.name')}
            value={name}
            maxLength={maxReusableBlockName}
            onChange={(event) => setName(event.currentTarget.value)}
            data-testid="save-as-reusable-name"
          />
          {errors.length > 0 && <ErrorList errors={errors} />}
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={creating.loading || publishing.loading} data-testid="save-as-reusable-save">
              {t('pages.reusable.saveAs.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
