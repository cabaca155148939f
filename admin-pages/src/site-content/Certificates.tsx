import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Image, Stack, Switch, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { codedErrors, type ErrorEntry } from '@tessera/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { imagePreviewUrl } from '../editor/fields/media-preview';
import type { BlockImage } from '../editor/state/editor-store';
import {
  CreateSiteCertificateDocument,
  DeleteSiteCertificateDocument,
  ReorderSiteCertificatesDocument,
  SiteCertificatesDocument,
  UpdateSiteCertificateDocument,
  type SiteCertificatesQuery,
} from '../generated/graphql';
import { fieldError, formErrors, missingFields } from '../new-page/field-errors';
import { readable } from '../overview/readable-colors';
import { ActiveBadge, ConfirmDelete, EditorCard, EmptyList, LoadState, RowActions, showSaved } from './ContentParts';
import { SortableRows } from './SortableRows';
import { asBlockImage, ImageSlot } from './ImageSlot';

type Certificate = SiteCertificatesQuery['certificates'][number];

interface CertificateDraft {
  id: number | null;
  title: string;
  subtext: string;
  image: BlockImage | null;
  active: boolean;
}

const newCertificate: CertificateDraft = { id: null, title: '', subtext: '', image: null, active: true };

function draftOf(certificate: Certificate): CertificateDraft {
  return { id: certificate.id, title: certificate.title, subtext: certificate.subtext ?? '', image: asBlockImage(certificate.image) ?? null, active: certificate.active };
}

/** The editor of one certificate: title, subtext, image (media picker) and whether the site shows it. */
function CertificateEditor({ draft, onDone, onCancel }: { draft: CertificateDraft; onDone(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(draft);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [create, creating] = useMutation(CreateSiteCertificateDocument);
  const [update, updating] = useMutation(UpdateSiteCertificateDocument);
  const label = (name: string) => t(`pages.siteContent.certificates.${name}`);

  const save = async () => {
    const missing = missingFields({ title: form.title });
    setErrors(missing);
    if (missing.length > 0) return;
    const input = { title: form.title.trim(), subtext: form.subtext.trim() || null, image: form.image ? { ...form.image } : null, active: form.active };
    try {
      if (form.id === null) await create({ variables: { input } });
      else await update({ variables: { id: form.id, input } });
      showSaved(t('pages.siteContent.certificates.saved', { name: input.title }), t('common.close'));
      onDone();
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  return (
    <EditorCard
      title={form.id === null ? t('pages.siteContent.certificates.new') : t('pages.siteContent.certificates.edit', { name: draft.title })}
      testId="certificate-editor"
      saving={creating.loading || updating.loading}
      formErrors={formErrors(errors, ['title', 'subtext', 'image', 'active'])}
      onSubmit={() => void save()}
      onCancel={onCancel}
    >
      <TextInput
        label={label('titleLabel')}
        withAsterisk
        maxLength={255}
        value={form.title}
        onChange={(event) => setForm({ ...form, title: event.currentTarget.value })}
        error={fieldError(t, errors, label('titleLabel'), 'title')}
        data-testid="certificate-title"
      />
      <TextInput
        label={label('subtext')}
        description={label('subtextHelp')}
        maxLength={1024}
        value={form.subtext}
        onChange={(event) => setForm({ ...form, subtext: event.currentTarget.value })}
        error={fieldError(t, errors, label('subtext'), 'subtext')}
        data-testid="certificate-subtext"
      />
      <ImageSlot label={label('image')} value={form.image} error={fieldError(t, errors, label('image'), 'image') ?? null} onChange={(image) => setForm((current) => ({ ...current, image }))} />
      <Switch
        label={t('pages.siteContent.activeLabel')}
        description={t('pages.siteContent.certificates.activeHelp')}
        checked={form.active}
        onChange={(event) => setForm({ ...form, active: event.currentTarget.checked })}
        data-testid="certificate-active"
      />
    </EditorCard>
  );
}

/** The certificates overview (manage-site-content): create, edit and delete the certificates the site shows. */
export default function Certificates() {
  const { t } = useTranslation();
  const certificates = useQuery(SiteCertificatesDocument, { fetchPolicy: 'network-only' });
  const [editing, setEditing] = useState<CertificateDraft | null>(null);
  const [deleting, setDeleting] = useState<Certificate | null>(null);
  const [remove] = useMutation(DeleteSiteCertificateDocument);
  const [reorder] = useMutation(ReorderSiteCertificatesDocument);
  const list = certificates.data?.certificates ?? [];

  const saved = () => {
    setEditing(null);
    void certificates.refetch();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    await remove({ variables: { id: deleting.id } });
    showSaved(t('pages.siteContent.deleted', { name: deleting.title }), t('common.close'));
    setDeleting(null);
    void certificates.refetch();
  };

  return (
    <Stack data-testid="site-certificates">
      <Group justify="space-between">
        <Title order={1}>{t('pages.siteContent.certificates.title')}</Title>
        {!editing && (
          <Button color={readable.primary} onClick={() => setEditing(newCertificate)} data-testid="certificate-add">
            {t('pages.siteContent.certificates.add')}
          </Button>
        )}
      </Group>
      <Text c={readable.muted}>{t('pages.siteContent.certificates.intro')}</Text>
      {editing && <CertificateEditor key={editing.id ?? 'new'} draft={editing} onDone={saved} onCancel={() => setEditing(null)} />}
      <LoadState loading={!certificates.data} error={certificates.data ? undefined : certificates.error} failedMessage={t('pages.siteContent.loadFailed')} onRetry={() => void certificates.refetch()} />
      {certificates.data && list.length === 0 && <EmptyList>{t('pages.siteContent.certificates.empty')}</EmptyList>}
      {list.length > 0 && (
        <Table striped highlightOnHover data-testid="certificates-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>{t('pages.siteContent.order')}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t('pages.siteContent.certificates.image')}</Table.Th>
              <Table.Th>{t('pages.siteContent.certificates.titleLabel')}</Table.Th>
              <Table.Th>{t('pages.siteContent.certificates.subtext')}</Table.Th>
              <Table.Th>{t('pages.siteContent.status')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <SortableRows
            items={list}
            nameOf={(certificate) => certificate.title}
            testId="certificate"
            store={(ids) => reorder({ variables: { ids } })}
            reload={() => certificates.refetch()}
            cells={(certificate) => {
              const image = asBlockImage(certificate.image);
              return (
                <>
                  <Table.Td>
                    {image ? (
                      <Image src={imagePreviewUrl(image, 160)} alt={image.altText || image.fileName} w={56} h={42} fit="cover" radius="sm" loading="lazy" />
                    ) : (
                      <Text size="sm" c={readable.muted}>
                        {t('pages.siteContent.noImage')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{certificate.title}</Table.Td>
                  <Table.Td>{certificate.subtext}</Table.Td>
                  <Table.Td>
                    <ActiveBadge active={certificate.active} />
                  </Table.Td>
                  <Table.Td>
                    <RowActions name={certificate.title} testId={`certificate-${certificate.id}`} onEdit={() => setEditing(draftOf(certificate))} onDelete={() => setDeleting(certificate)} />
                  </Table.Td>
                </>
              );
            }}
          />
        </Table>
      )}
      <ConfirmDelete name={deleting?.title ?? null} testId="certificate-delete" onConfirm={confirmDelete} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
