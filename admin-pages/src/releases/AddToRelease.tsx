import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { ActionErrors, codedErrors, dialogActions, useAuth, type ErrorEntry } from '@tessera/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddPageVersionToReleaseDocument,
  AddUnpublicationToReleaseDocument,
  CreateReleaseDocument,
  ReleaseCompareVersionsDocument,
  ReleasesDocument,
  ReleasesOfPageDocument,
} from '../generated/graphql';

/** The open releases the picker offers (the newest first, as the list shows them). */
const offered = 100;

type What = 'latest' | 'unpublish';

interface PageFacts {
  id: number;
  title: string;
  publishedVersionID?: number | null;
}

/**
 * "Add to release" in the page editor (create-page): a dialog to pick an open release or name a
 * new one, and whether the release takes the page's latest stored version or takes the page off
 * the site (only for a page that is live).
 */
export function AddToReleaseButton({ page }: { page: PageFacts }) {
  const { t } = useTranslation();
  const { hasPermission } = useAuth();
  const [opened, setOpened] = useState(false);
  if (!hasPermission('create-page')) return null;
  return (
    <>
      <Button variant="default" size="xs" onClick={() => setOpened(true)} data-testid="editor-add-to-release">
        {t('pages.releases.addTo.action')}
      </Button>
      {opened && <AddToReleaseModal page={page} onClose={() => setOpened(false)} />}
    </>
  );
}

function AddToReleaseModal({ page, onClose }: { page: PageFacts; onClose(): void }) {
  const { t } = useTranslation();
  // Mounted when the dialog opens: read afresh each time (releases are made and filled by others too).
  const releases = useQuery(ReleasesDocument, { variables: { status: 'open', pageIndex: 0, pageSize: offered }, fetchPolicy: 'network-only' });
  const holding = useQuery(ReleasesOfPageDocument, { variables: { pageId: page.id }, fetchPolicy: 'network-only' });
  const latest = useQuery(ReleaseCompareVersionsDocument, { variables: { pageID: page.id }, fetchPolicy: 'network-only' });
  const [create] = useMutation(CreateReleaseDocument);
  const [addVersion] = useMutation(AddPageVersionToReleaseDocument);
  const [addUnpublication] = useMutation(AddUnpublicationToReleaseDocument);
  const [releaseId, setReleaseId] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [what, setWhat] = useState<What>('latest');
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [busy, setBusy] = useState(false);

  const open = releases.data?.releases.rows ?? [];
  const latestNumber = latest.data?.pageVersions[0]?.number;
  const held = holding.data?.releasesOfPage ?? [];
  const add = async () => {
    setErrors([]);
    const name = newName.trim();
    if (!name && !releaseId) return setErrors([{ code: 'V_01', property: 'release' }]);
    setBusy(true);
    try {
      const target = name ? (await create({ variables: { name } })).data!.createRelease : open.find((release) => String(release.id) === releaseId)!;
      if (what === 'unpublish') await addUnpublication({ variables: { releaseId: target.id, pageId: page.id } });
      else await addVersion({ variables: { releaseId: target.id, pageId: page.id } });
      notifications.show({ color: 'green', message: t('pages.releases.addTo.added', { name: target.name }) });
      onClose();
    } catch (error) {
      setErrors(codedErrors(error));
    } finally {
      setBusy(false);
    }
  };

  const whatOptions = [
    { value: 'latest', label: latestNumber ? t('pages.releases.addTo.latest', { number: latestNumber }) : t('pages.releases.addTo.latestPlain') },
    ...(page.publishedVersionID ? [{ value: 'unpublish', label: t('pages.releases.addTo.unpublish') }] : []),
  ];
  return (
    <Modal opened onClose={onClose} title={t('pages.releases.addTo.title', { title: page.title })} centered data-testid="add-to-release-modal">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Stack>
          {held.length > 0 && (
            <Text size="sm" data-testid="add-to-release-held">
              {t('pages.releases.addTo.inReleases', { names: held.map((release) => release.name).join(', ') })}
            </Text>
          )}
          {releases.error && <ActionErrors message={t('pages.releases.loadFailed')} errors={codedErrors(releases.error)} />}
          {releases.data && open.length === 0 && <Text size="sm">{t('pages.releases.addTo.none')}</Text>}
          <Select
            label={t('pages.releases.addTo.release')}
            data={open.map((release) => ({ value: String(release.id), label: release.name }))}
            value={releaseId}
            onChange={setReleaseId}
            disabled={open.length === 0 || newName.trim() !== ''}
            searchable
            data-autofocus
            data-testid="add-to-release-select"
          />
          <TextInput
            label={t('pages.releases.addTo.newRelease')}
            description={t('pages.releases.addTo.newName')}
            value={newName}
            maxLength={200}
            onChange={(event) => setNewName(event.currentTarget.value)}
            data-testid="add-to-release-new-name"
          />
          <Select
            label={t('pages.releases.addTo.what')}
            data={whatOptions}
            value={what}
            onChange={(value) => setWhat(value === 'unpublish' ? 'unpublish' : 'latest')}
            allowDeselect={false}
            data-testid="add-to-release-what"
          />
          {errors.some((error) => error.property === 'release') ? (
            <Text size="sm" c="red.9" role="alert" data-testid="add-to-release-choose">
              {t('pages.releases.addTo.chooseRelease')}
            </Text>
          ) : (
            <ActionErrors message={t('pages.releases.addTo.failed')} errors={errors} testId="add-to-release-errors" />
          )}
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="add-to-release-confirm">
              {t('pages.releases.addTo.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
