import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { codedErrors, useErrorCollection, type ErrorEntry } from '@tessera/admin-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EditorAcceptPublicationDocument,
  EditorPublishPageDocument,
  EditorRejectPublicationDocument,
  EditorRequestPublicationDocument,
  EditorResendRequestDocument,
  EditorRevokeRequestDocument,
  EditorSavePageDocument,
  EditorSetPageTagsDocument,
  EditorStoreAndPublishDocument,
  EditorStoreAndUnpublishDocument,
  EditorStoreVersionDocument,
  EditorUnpublishPageDocument,
  type EditorPageFieldsFragment,
} from '../../generated/graphql';
import { fieldErrorsOf, noFieldErrors, tabOfProperty, type FieldErrors } from '../errors/field-errors';
import { seoImageProblem } from '../seo/seo-image';
import type { PageSettingsDraft } from '../settings/settings-draft';
import type { EditorStore, StoreInput } from '../state/editor-store';
import type { EditorAction } from './publication-actions';

/** Which part of a save failed: the version and its publication, or the page settings (slug, tags). */
type Step = 'page' | 'settings';

class StepFailed {
  constructor(
    readonly step: Step,
    readonly errors: ErrorEntry[],
  ) {}
}

/** Runs one call of a save; a refusal is reported as the failure of that step. */
async function step<T>(name: Step, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new StepFailed(name, codedErrors(error));
  }
}

/** How the version is stored: alone, and published or taken off the site in the same transaction. */
type StoreKind = 'store' | 'publish' | 'unpublish';

export interface SaveTarget {
  page: EditorPageFieldsFragment;
  store: EditorStore;
  draft: PageSettingsDraft;
  /** The version of the open request (what a reviewer accepts or rejects). */
  requestVersionId: number | null;
  /** Reads the page's facts again (state, latest version, slug) after a change. */
  refresh(): Promise<void>;
  /** A store was refused as stale (PM_02): someone stored in between. */
  onConflict(): void;
}

/** What the user is told after each action went through. */
export const doneKeys: Record<EditorAction, string> = {
  save: 'pages.editor.done.saved',
  saveAndPublish: 'pages.editor.done.published',
  requestPublication: 'pages.editor.done.requested',
  resendRequest: 'pages.editor.done.resent',
  revokeRequest: 'pages.editor.done.revoked',
  acceptRequest: 'pages.editor.done.accepted',
  rejectRequest: 'pages.editor.done.rejected',
  unpublish: 'pages.editor.done.unpublished',
  saveAndUnpublish: 'pages.editor.done.unpublished',
};

/**
 * The save bar's actions (SPEC §4): the version is stored on top of the one the editor opened
 * (storeVersion, or storeAndPublish / storeAndUnpublish in one go), then the page settings that
 * changed (savePage for the slug, setPageTags), then the publication call. Refusals go to the
 * publication-requests collection ("failed to save or unpublish the page") or, when they concern
 * the page or SEO settings, to the create-page collection ("page settings or SEO settings could
 * not be saved"), and each coded error with a property also to the field that shows it.
 */
export function useEditorSave(target: SaveTarget) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const pageErrors = useErrorCollection('publication-requests');
  const settingsErrors = useErrorCollection('create-page');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(noFieldErrors);
  const [busy, setBusy] = useState<EditorAction | null>(null);
  const running = useRef(false);
  const latest = useRef(target);
  latest.current = target;

  const { clear: clearPage } = pageErrors;
  const { clear: clearSettings } = settingsErrors;
  const clearErrors = useCallback(() => {
    clearPage();
    clearSettings();
    setFieldErrors(noFieldErrors);
  }, [clearPage, clearSettings]);

  // The collections are shared by the whole admin: the editor starts without another screen's errors.
  useEffect(clearErrors, []); // eslint-disable-line react-hooks/exhaustive-deps

  const storeWith = async (kind: StoreKind, input: StoreInput): Promise<number | null | undefined> => {
    if (kind === 'publish') return (await client.mutate({ mutation: EditorStoreAndPublishDocument, variables: { input } })).data?.storeAndPublish.pageVersionID;
    if (kind === 'unpublish') return (await client.mutate({ mutation: EditorStoreAndUnpublishDocument, variables: { input } })).data?.storeAndUnpublish.pageVersionID;
    return (await client.mutate({ mutation: EditorStoreVersionDocument, variables: { input } })).data?.storeVersion.pageVersionID;
  };

  /** Stores the version when it changed; publishing or unpublishing without changes needs only the page. */
  const storeVersion = async (kind: StoreKind) => {
    const { store, page } = latest.current;
    const problem = seoImageProblem(store.versionFields().seoImage);
    if (problem) throw new StepFailed('page', [problem]);
    if (!store.isDirty()) {
      if (kind === 'publish') await step('page', () => client.mutate({ mutation: EditorPublishPageDocument, variables: { id: page.id } }));
      if (kind === 'unpublish') await step('page', () => client.mutate({ mutation: EditorUnpublishPageDocument, variables: { id: page.id } }));
      return;
    }
    const sent = store.storeInput();
    const versionId = await step('page', () => storeWith(kind, sent));
    if (versionId) store.markStored(versionId, sent);
  };

  const saveSettings = async () => {
    const { draft, page } = latest.current;
    if (!draft.isDirty()) return;
    const sent = draft.current();
    let slug = page.slug;
    let tags = sent.tags;
    if (draft.slugChanged()) {
      const { data } = await step('settings', () =>
        client.mutate({ mutation: EditorSavePageDocument, variables: { id: page.id, slug: sent.slug.trim(), shouldUpdateLinks: sent.shouldUpdateLinks } }),
      );
      slug = data?.savePage.slug ?? sent.slug.trim();
    }
    if (draft.tagsChanged()) {
      const { data } = await step('settings', () => client.mutate({ mutation: EditorSetPageTagsDocument, variables: { pageId: page.id, tagIds: sent.tags.map((tag) => tag.id) } }));
      tags = data?.setPageTags ?? sent.tags;
    }
    draft.markSaved({ slug, tags }, sent);
  };

  const perform = async (action: EditorAction, text: string) => {
    const { page, requestVersionId } = latest.current;
    const id = page.id;
    switch (action) {
      case 'save':
        await storeVersion('store');
        return saveSettings();
      case 'saveAndPublish':
        await storeVersion('publish');
        return saveSettings();
      case 'saveAndUnpublish':
        await storeVersion('unpublish');
        return saveSettings();
      case 'unpublish':
        await step('page', () => client.mutate({ mutation: EditorUnpublishPageDocument, variables: { id } }));
        return;
      case 'requestPublication':
        // A request is for the latest stored version: unsaved work is stored first.
        await storeVersion('store');
        await saveSettings();
        await step('page', () => client.mutate({ mutation: EditorRequestPublicationDocument, variables: { id, comment: text } }));
        return;
      case 'resendRequest':
        await step('page', () => client.mutate({ mutation: EditorResendRequestDocument, variables: { id } }));
        return;
      case 'revokeRequest':
        await step('page', () => client.mutate({ mutation: EditorRevokeRequestDocument, variables: { id } }));
        return;
      case 'acceptRequest':
        if (requestVersionId) await step('page', () => client.mutate({ mutation: EditorAcceptPublicationDocument, variables: { versionId: requestVersionId, feedback: text || null } }));
        return;
      case 'rejectRequest':
        if (requestVersionId) await step('page', () => client.mutate({ mutation: EditorRejectPublicationDocument, variables: { versionId: requestVersionId, feedback: text } }));
        return;
    }
  };

  const report = (failure: StepFailed) => {
    if (failure.errors.some((error) => error.code === 'PM_02')) {
      latest.current.onConflict();
      return;
    }
    const aboutSettings = (error: ErrorEntry) => failure.step === 'settings' || (!!error.property && ['settings', 'seo'].includes(tabOfProperty(error.property) ?? ''));
    pageErrors.replace(failure.errors.filter((error) => !aboutSettings(error)));
    settingsErrors.replace(failure.errors.filter(aboutSettings));
    setFieldErrors(fieldErrorsOf(failure.errors));
  };

  /** Runs an action (one at a time); `text` is the request comment or the reviewer's feedback. True when it went through. */
  const run = async (action: EditorAction, text = ''): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(action);
    clearErrors();
    try {
      await perform(action, text);
      notifications.show({ color: 'green', message: t(doneKeys[action]) });
      return true;
    } catch (error) {
      if (!(error instanceof StepFailed)) throw error;
      report(error);
      return false;
    } finally {
      // Whatever happened, the header and the actions show the page as the server has it now
      // before another action can start.
      await latest.current.refresh().catch(() => undefined);
      running.current = false;
      setBusy(null);
    }
  };

  return { run, busy, fieldErrors, pageErrors: pageErrors.errors, settingsErrors: settingsErrors.errors };
}
