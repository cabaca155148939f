import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { codedErrors, useErrorCollection, type ErrorEntry } from '@tessera/admin-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EditorAcceptPublicationDocument,
  EditorCommitPageEditDocument,
  EditorRejectPublicationDocument,
  EditorResendRequestDocument,
  EditorRevokeRequestDocument,
  EditorUnpublishPageDocument,
  type CommitPageEditInput,
  type EditorPageFieldsFragment,
  type PageContentInput,
  type PublicationStep,
} from '../../generated/graphql';
import { editorErrorsOf, fieldErrorsOf, noFieldErrors, tabOfProperty, type FieldErrors } from '../errors/field-errors';
import { seoImageProblem } from '../seo/seo-image';
import type { PageSettingsDraft } from '../settings/settings-draft';
import type { EditorStore, StoreInput } from '../state/editor-store';
import type { EditorAction } from './publication-actions';

/** An action the server (or the editor's own check before sending) refused, with its coded errors. */
class Refused {
  constructor(readonly errors: ErrorEntry[]) {}
}

/** Runs one call of an action; a refusal is reported with the errors the answer named. */
async function refusable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Refused(editorErrorsOf(codedErrors(error)));
  }
}

/** The content of a store, without the version it goes on top of (the commit names that apart). */
function contentOf({ versionId: _base, ...content }: StoreInput): PageContentInput {
  return content;
}

/**
 * The actions whose button commits the edit (commitPageEdit, one transaction): the version when
 * it changed, the slug and tags when they changed, and this publication step.
 */
const commitSteps: Partial<Record<EditorAction, PublicationStep>> = {
  save: 'none',
  saveAndPublish: 'publish',
  saveAndUnpublish: 'unpublish',
  requestPublication: 'request',
};

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
 * The save bar's actions (SPEC §4). Save, save and publish, save and unpublish and request
 * publication are one commitPageEdit each: the version on top of the one the editor opened, the
 * page settings that changed (slug, tags) and the publication step, in one transaction, so a
 * refused part leaves the page as it was. Resend, revoke, accept, reject and a plain unpublish
 * are their own operations. Refusals go to the publication-requests collection ("failed to save
 * or unpublish the page") or, when they concern the page or SEO settings, to the create-page
 * collection ("page settings or SEO settings could not be saved"), and each coded error with a
 * property also to the field that shows it.
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

  /** Commits what changed with the publication step; afterwards what was sent is the saved state. */
  const commit = async (publication: PublicationStep, comment: string) => {
    const { store, draft, page } = latest.current;
    const problem = seoImageProblem(store.versionFields().seoImage);
    if (problem) throw new Refused([problem]);
    const version = store.isDirty() ? store.storeInput() : null;
    const settings = draft.current();
    const slugChanged = draft.slugChanged();
    const tagsChanged = draft.tagsChanged();
    const input: CommitPageEditInput = {
      id: page.id,
      versionId: store.openedVersionId,
      version: version && contentOf(version),
      slug: slugChanged ? settings.slug.trim() : null,
      shouldUpdateLinks: slugChanged ? settings.shouldUpdateLinks : null,
      tagIds: tagsChanged ? settings.tags.map((tag) => tag.id) : null,
      publication,
      comment: publication === 'request' ? comment : null,
    };
    const { data } = await refusable(() => client.mutate({ mutation: EditorCommitPageEditDocument, variables: { input } }));
    const change = data?.commitPageEdit;
    if (version && change?.pageVersionID) store.markStored(change.pageVersionID, version);
    if (slugChanged || tagsChanged) draft.markSaved({ slug: change?.slug ?? settings.slug.trim(), tags: settings.tags }, settings);
  };

  const perform = async (action: EditorAction, text: string) => {
    const { page, requestVersionId } = latest.current;
    const id = page.id;
    const step = commitSteps[action];
    if (step) return commit(step, text);
    switch (action) {
      case 'unpublish':
        await refusable(() => client.mutate({ mutation: EditorUnpublishPageDocument, variables: { id } }));
        return;
      case 'resendRequest':
        await refusable(() => client.mutate({ mutation: EditorResendRequestDocument, variables: { id } }));
        return;
      case 'revokeRequest':
        await refusable(() => client.mutate({ mutation: EditorRevokeRequestDocument, variables: { id } }));
        return;
      case 'acceptRequest':
        if (requestVersionId) await refusable(() => client.mutate({ mutation: EditorAcceptPublicationDocument, variables: { versionId: requestVersionId, feedback: text || null } }));
        return;
      case 'rejectRequest':
        if (requestVersionId) await refusable(() => client.mutate({ mutation: EditorRejectPublicationDocument, variables: { versionId: requestVersionId, feedback: text } }));
        return;
    }
  };

  const report = (failure: Refused) => {
    if (failure.errors.some((error) => error.code === 'PM_02')) {
      latest.current.onConflict();
      return;
    }
    const aboutSettings = (error: ErrorEntry) => !!error.property && ['settings', 'seo'].includes(tabOfProperty(error.property) ?? '');
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
      if (!(error instanceof Refused)) throw error;
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
